// What the four exclusive clips share: their size and budget, titles and rounded cut-outs.
import { C, FONT } from '../palette.mjs';
import { fadeIn, slideY, spaced } from './draw.mjs';
import { FPS } from './scene.mjs';

/** A rounded rectangle as a path (for cut-outs with fill-rule evenodd). */
export const rrect = (x, y, w, h, r) =>
  `M${x + r},${y} H${x + w - r} A${r},${r} 0 0 1 ${x + w},${y + r} V${y + h - r} A${r},${r} 0 0 1 ${x + w - r},${y + h} H${x + r} A${r},${r} 0 0 1 ${x},${y + h - r} V${y + r} A${r},${r} 0 0 1 ${x + r},${y} Z`;

/** Clip chrome shared by all four: an EXCLUSIVE tag, title + subtitle with a glow, all fading in. */
export function clipTitle(c, g, from, { title, subtitle, y = 760, font = FONT.bold, size = 68 }) {
  g.push(
    `color=c=black@0:s=${c.w}x${c.h}:r=${FPS},format=rgba,${c.text({ text: title, font, size, x: 34, y: slideY(y, 0.5), color: C.pink, alpha: fadeIn(0.5) })},gblur=sigma=18[tglow]`,
  );
  g.push(`${from}[tglow]overlay=0:0:shortest=1[tgl]`);
  return [
    c.text({
      text: spaced('Exclusive'),
      size: 14,
      x: 40,
      y: 40,
      color: 'white',
      box: '0xff2e88@0.95',
      boxw: 8,
    }),
    c.text({ text: title, font, size, x: 34, y: slideY(y, 0.5), alpha: fadeIn(0.5), shadow: true }),
    c.text({
      text: spaced(subtitle),
      font: FONT.bold,
      size: 14,
      x: 38,
      y: slideY(y + size + 18, 0.9, 12),
      color: 'white@0.72',
      alpha: fadeIn(0.9),
    }),
  ];
}

export const CLIP = { w: 720, h: 900, seconds: 8, budgetKB: 335, audioKbps: 80 };
