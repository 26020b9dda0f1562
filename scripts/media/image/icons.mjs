// App icons (PNG, maskable and apple-touch) and the SVG favicon.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { monogramPath } from './products.mjs';
import { blurF, f, rad } from './svg.mjs';
import { C } from '../palette.mjs';
import { ICONS, PUBLIC } from '../paths.mjs';
import { record } from '../report.mjs';

/** Monogram icon; `bleed` fills the square (maskable / apple), otherwise a rounded tile. */
function iconSvg(size, bleed) {
  const glyph = bleed ? 0.5 : 0.56; // maskable safe zone: glyph stays inside the central 80% circle
  const rx = bleed ? 0 : size * 0.22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
  <defs>${rad(
    'ib',
    [
      [0, '#241530'],
      [0.65, '#120f19'],
      [1, C.bg],
    ],
    { cy: 0.4, r: 0.75 },
  )}${blurF('ig', 22)}</defs>
  <rect width="512" height="512" rx="${(rx * 512) / size}" fill="url(#ib)"/>
  <circle cx="256" cy="280" r="${f(150 * glyph)}" fill="${C.violet}" opacity="0.55" filter="url(#ig)"/>
  <g filter="url(#ig)" opacity="0.7">${monogramPath(256, 262, 512 * glyph, C.pink)}</g>
  ${monogramPath(256, 262, 512 * glyph, C.pink)}
  </svg>`;
}

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${C.bg}"/>
  <path d="M32 10 L52 55 L42.5 55 L32 30 L21.5 55 L12 55 Z M25 43 L39 43 L41 48 L23 48 Z" fill="${C.pink}"/>
</svg>
`;

export async function icons() {
  mkdirSync(ICONS, { recursive: true });
  const out = [
    ['icon-192.png', 192, false],
    ['icon-512.png', 512, false],
    ['maskable-512.png', 512, true],
    ['apple-touch-icon.png', 180, true],
  ];
  for (const [file, size, bleed] of out) {
    const path = join(ICONS, file);
    let img = sharp(Buffer.from(iconSvg(size, bleed)));
    if (bleed) img = img.flatten({ background: C.bg });
    await img.png({ compressionLevel: 9, effort: 10 }).toFile(path);
    record(path);
  }
  const fav = join(PUBLIC, 'favicon.svg');
  writeFileSync(fav, FAVICON);
  record(fav);
}
