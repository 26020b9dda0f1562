// Public video 2: the live performance.
import { trackSpec } from '../audio/tracks.mjs';
import { C, FONT } from '../palette.mjs';
import { between, range, rng } from '../../lib/seeded-random.mjs';
import {
  FADE,
  beam,
  blob,
  blurF,
  f2,
  fadeIn,
  linG,
  periodic,
  slideY,
  spaced,
  svg,
} from './draw.mjs';
import { FPS } from './scene.mjs';

const LIVE_BEAMS = [
  { x: 60, c: 'p', a: -0.5, amp: 0.22, k: 1, ph: 0 },
  { x: 190, c: 'v', a: -0.18, amp: 0.3, k: 1, ph: 2.1 },
  { x: 320, c: 'p', a: 0, amp: 0.38, k: 2, ph: 0.6 },
  { x: 450, c: 'v', a: 0.18, amp: 0.3, k: 1, ph: 4.2 },
  { x: 580, c: 'p', a: 0.5, amp: 0.22, k: 1, ph: 1.0 },
];

/** Silhouettes of a crowd (heads, shoulders, raised hands with phones), rim-lit in pink from the stage. */
function crowd(key, W, H) {
  const r = rng(key);
  let shapes = '';
  let phones = '';
  const rows = [
    { y: H - 150, rh: [20, 26], step: [46, 70] },
    { y: H - 70, rh: [30, 38], step: [70, 110] },
  ];
  for (const row of rows) {
    for (let x = -20 + r() * 30; x < W + 40; x += between(r, ...row.step)) {
      const hr = between(r, ...row.rh);
      const y = row.y + between(r, -12, 12);
      shapes += `<ellipse cx="${f2(x)}" cy="${f2(y)}" rx="${f2(hr * 0.86)}" ry="${f2(hr)}"/>`;
      shapes += `<ellipse cx="${f2(x)}" cy="${f2(y + hr * 2.6)}" rx="${f2(hr * 2.3)}" ry="${f2(hr * 1.9)}"/>`;
      if (r() < 0.22) {
        // a raised arm, sometimes holding a phone up to the stage
        const side = r() < 0.5 ? -1 : 1;
        const sx = x + side * hr * 1.5;
        const sy = y + hr * 1.6;
        const hx = sx + side * between(r, 10, 34);
        const hy = y - between(r, 24, 64);
        shapes += `<path d="M${f2(sx - 13)},${f2(sy)} L${f2(hx - 8)},${f2(hy)} L${f2(hx + 8)},${f2(hy)} L${f2(sx + 13)},${f2(sy)} Z"/><ellipse cx="${f2(hx)}" cy="${f2(hy - 4)}" rx="10" ry="12"/>`;
        if (r() < 0.6) {
          phones += `<rect x="${f2(hx - 6)}" y="${f2(hy - 22)}" width="12" height="20" rx="2" fill="#ffffff" opacity="0.85"/><ellipse cx="${f2(hx)}" cy="${f2(hy - 12)}" rx="16" ry="18" fill="#ffe0ef" opacity="0.22" filter="url(#bp)"/>`;
        }
      }
    }
  }
  return svg(
    W,
    H,
    `<g transform="translate(0,-3)" fill="${C.pink}" opacity="0.55" filter="url(#rim)">${shapes}</g><g fill="#040306">${shapes}</g>${phones}
    <rect x="0" y="${H - 60}" width="${W}" height="60" fill="url(#fl)"/>
    <ellipse cx="330" cy="${H - 90}" rx="560" ry="150" fill="#040306" opacity="0.75" filter="url(#shade)"/>`,
    `${blurF('rim', 2.5)}${blurF('bp', 6)}${blurF('shade', 40)}${linG('fl', [
      [0, '#040306', 0],
      [1, '#040306', 1],
    ])}`,
  );
}

export const livePerformance = {
  name: 'video-2',
  title: 'Live Performance',
  w: 1280,
  h: 720,
  seconds: 12,
  budgetKB: 610,
  audioKbps: 96,
  // "Slow Motion, live": the track's own key and progression, at a tempo that loops in 12 s
  music: (() => {
    const t = trackSpec('slow-motion');
    return { mode: t.mode, prog: t.prog, tonic: t.tonic, bpm: 80, lead: 'voice', snare: 'clap' };
  })(),
  sprites: () => ({
    bg: svg(
      640,
      360,
      `<rect width="640" height="360" fill="url(#g)"/>
      <ellipse cx="320" cy="250" rx="360" ry="46" fill="${C.violet}" opacity="0.4" filter="url(#b)"/>
      <ellipse cx="320" cy="256" rx="200" ry="16" fill="${C.pink}" opacity="0.45" filter="url(#b2)"/>
      <rect x="0" y="254" width="640" height="1.5" fill="${C.pink}" opacity="0.5"/>
      <rect x="0" y="256" width="640" height="104" fill="#050408" opacity="0.85"/>
      <rect x="0" y="0" width="640" height="8" fill="#000000"/>`,
      `${linG('g', [
        [0, '#040307'],
        [0.6, '#0b0814'],
        [0.72, '#140c1f'],
        [1, '#050408'],
      ])}${blurF('b', 30)}${blurF('b2', 10)}`,
    ),
    beamP: beam(700, C.pink, 110),
    beamV: beam(700, C.violet, 130),
    haze: blob(900, 260, '#b7a6ff', 0.16, 40),
    crowd: crowd('video-2-crowd', 1280, 720),
    lamps: svg(
      640,
      24,
      LIVE_BEAMS.map(
        (b) =>
          `<circle cx="${b.x}" cy="4" r="5" fill="#ffffff" opacity="0.9"/><circle cx="${b.x}" cy="4" r="12" fill="${b.c === 'p' ? C.pink : C.violet}" opacity="0.6" filter="url(#b)"/>`,
      ).join(''),
      blurF('b', 5),
    ),
  }),
  graph: (c) => {
    const T = c.T;
    const g = [];
    const pinks = LIVE_BEAMS.filter((b) => b.c === 'p').length;
    const violets = LIVE_BEAMS.length - pinks;
    g.push(
      `${c.in('beamP')}split=${pinks}${range(pinks)
        .map((i) => `[bp${i}]`)
        .join('')}`,
    );
    g.push(
      `${c.in('beamV')}split=${violets}${range(violets)
        .map((i) => `[bv${i}]`)
        .join('')}`,
    );
    g.push(`color=c=black:s=640x360:r=${FPS},format=gbrp[k0]`);
    let last = 'k0';
    let pi = 0;
    let vi = 0;
    LIVE_BEAMS.forEach((b, i) => {
      const src = b.c === 'p' ? `bp${pi++}` : `bv${vi++}`;
      g.push(`[${src}]rotate=a='${b.a}+${b.amp}*${periodic(T, b.k, b.ph)}':c=none[r${i}]`);
      g.push(`[${last}][r${i}]overlay=x=${b.x - 350}:y=${-8 - 350}[k${i + 1}]`);
      last = `k${i + 1}`;
    });
    g.push(`[${last}]${c.in('haze')}overlay=x='-260+120*${periodic(T)}':y=40[beams]`);
    g.push(`${c.in('bg')}format=gbrp[bg]`);
    // the rig hits on every beat: beams are added onto the room with a decaying pulse
    g.push(`[bg][beams]blend=all_expr='A+B*(0.72+0.28*exp(-4*mod(T,${c.beat})))'[lit]`);
    g.push(`[lit]${c.in('lamps')}overlay=0:0,scale=1280:720:flags=bicubic[up]`);
    // the LED wall: the soundtrack's waveform with a glow
    g.push(
      `${c.viz(`aformat=channel_layouts=mono,showwaves=s=1040x120:mode=cline:scale=lin:draw=full:colors=0xff2e88:r=${FPS},format=rgba`)}split[wv][wv2]`,
    );
    g.push(`[wv2]gblur=sigma=10[wvg]`);
    g.push(`[up][wvg]overlay=120:345[w1]`);
    g.push(`[w1][wv]overlay=120:345[w2]`);
    g.push(`[w2]${c.in('crowd')}overlay=0:0[cr]`);
    g.push(
      `color=c=black@0:s=1280x720:r=${FPS},format=rgba,${c.text({ text: 'Live Performance', size: 74, x: 60, y: slideY(556, 0.6), color: C.pink, alpha: fadeIn(0.6) })},gblur=sigma=20[glow]`,
    );
    g.push(`[cr][glow]overlay=0:0:shortest=1[tg]`);
    const t = [
      'drawbox=x=64:y=48:w=92:h=34:color=0xff2e88:t=fill',
      c.text({
        text: '\u25cf',
        font: FONT.sans,
        size: 16,
        x: 77,
        y: 56,
        color: 'white',
        alpha: 'if(lt(mod(t,1),0.6),1,0.35)',
      }),
      c.text({ text: 'LIVE', size: 18, x: 100, y: 55, color: 'white' }),
      c.text({
        text: spaced('Late Bloom Tour'),
        size: 16,
        x: 'w-tw-64',
        y: 58,
        color: 'white@0.7',
      }),
      c.text({
        text: spaced('Aria Monroe'),
        size: 18,
        x: 66,
        y: slideY(522, 0.35, 14),
        color: C.pink,
        alpha: fadeIn(0.35),
      }),
      c.text({
        text: 'Live Performance',
        size: 74,
        x: 60,
        y: slideY(556, 0.6),
        alpha: fadeIn(0.6),
        shadow: true,
      }),
      c.text({
        text: 'Slow Motion \u2014 live from the Late Bloom tour',
        font: FONT.sans,
        size: 24,
        x: 66,
        y: slideY(650, 1.0, 14),
        color: 'white@0.78',
        alpha: fadeIn(1.0),
      }),
    ];
    g.push(`[tg]${t.join(',')},${FADE},format=gbrp[out]`);
    return g;
  },
};
