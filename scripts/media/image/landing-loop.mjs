// The landing page loop: SVG light layers animated and encoded by ffmpeg (mp4, webm) plus its poster.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { FFMPEG } from '../ffmpeg.mjs';
import { encode } from './encode.mjs';
import { lamp, specks } from './stage.mjs';
import { blurF, doc, f, lin, rad } from './svg.mjs';
import { C } from '../palette.mjs';
import { PUBLIC_MEDIA } from '../paths.mjs';
import { record } from '../report.mjs';
import { between, range, rng } from '../../lib/seeded-random.mjs';

const LOOP_SECONDS = 6;
const LOOP_FPS = 30;
const LOOP_SPRITE = 1100; // beam sprite side; the pivot is its centre, the cone fills the lower half

/** Layers are drawn at half resolution (soft light survives upscaling), dust at full resolution. */
function loopLayers() {
  const W = 360;
  const H = 640;
  const bg = doc(
    W,
    H,
    `<defs>${lin('bg', [
      [0, '#07060b'],
      [0.55, '#0c0a12'],
      [0.8, '#120a18'],
      [1, '#08070b'],
    ])}${blurF('b', 30)}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>
    <ellipse cx="180" cy="560" rx="220" ry="50" fill="${C.violet}" opacity="0.2" filter="url(#b)"/>
    <ellipse cx="180" cy="575" rx="120" ry="18" fill="${C.pink}" opacity="0.25" filter="url(#b)"/>
    <rect y="548" width="${W}" height="1.5" fill="${C.pink}" opacity="0.25"/>`,
  );
  const S = LOOP_SPRITE;
  const sprite = (color, hw) =>
    doc(
      S,
      S,
      `<defs>${lin(
        'g',
        [
          [0, C.white, 0.7],
          [0.05, color, 0.55],
          [0.35, color, 0.2],
          [0.8, color, 0.04],
          [1, color, 0],
        ],
        { x1: S / 2, y1: S / 2, x2: S / 2, y2: S, user: true },
      )}${blurF('b', 6)}</defs><polygon points="${S / 2 - 3},${S / 2} ${S / 2 + 3},${S / 2} ${S / 2 + hw},${S} ${
        S / 2 - hw
      },${S}" fill="url(#g)" filter="url(#b)"/>`,
    );
  const r = rng('landing-haze');
  let blobs = '';
  for (let i = 0; i < 7; i++) {
    blobs += `<ellipse cx="${f(between(r, 40, 680))}" cy="${f(between(r, 120, 600))}" rx="${f(between(r, 70, 150))}" ry="${f(
      between(r, 50, 110),
    )}" fill="${i % 2 ? C.violet : C.pink}" opacity="${f(between(r, 0.06, 0.16))}"/>`;
  }
  const haze = doc(720, H, `<defs>${blurF('b', 40)}</defs><g filter="url(#b)">${blobs}</g>`);
  const lampsAt = LOOP_BEAMS.map((b, i) =>
    lamp('l', i, b.x, b.y, 4, b.c === 'p' ? C.pink : C.violet),
  ).join('');
  // lamps plus a soft vignette that keeps the lower third calm for the landing copy
  const lamps = doc(
    W,
    H,
    `<defs>${lin('fade', [
      [0, '#000', 0.1],
      [0.35, '#000', 0],
      [0.62, '#000', 0.15],
      [1, '#000', 0.6],
    ])}${rad(
      'vig',
      [
        [0.6, '#000', 0],
        [1, '#000', 0.55],
      ],
      { r: 0.8 },
    )}</defs><rect width="${W}" height="${H}" fill="url(#fade)"/><rect width="${W}" height="${H}" fill="url(#vig)"/>${lampsAt}`,
  );
  const dust = (key, n) =>
    doc(
      800,
      1360,
      specks(rng(key), n, 0, 0, 800, 1360, { rmin: 0.8, rmax: 2.6, amax: 0.55, color: '#ffe6f2' }),
    );
  return {
    'bg.png': bg,
    'beam-p.png': sprite(C.pink, 80),
    'beam-v.png': sprite(C.violet, 100),
    'haze.png': haze,
    'lamps.png': lamps,
    'dust-a.png': dust('dust-a', 110),
    'dust-b.png': dust('dust-b', 60),
  };
}

// Pivot (half-res px), colour, rest angle, swing amplitude and phase. Positive angle swings the beam left.
const LOOP_BEAMS = [
  { x: 30, y: -6, c: 'p', a: -0.42, amp: 0.26, ph: 0 },
  { x: 120, y: -10, c: 'v', a: -0.12, amp: 0.3, ph: 2.1 },
  { x: 240, y: -10, c: 'p', a: 0.14, amp: 0.3, ph: 4.2 },
  { x: 330, y: -6, c: 'v', a: 0.4, amp: 0.26, ph: 1.0 },
  { x: 180, y: -14, c: 'p', a: 0, amp: 0.45, ph: 3.1 },
];

export async function landingVideo() {
  const dir = mkdtempSync(join(tmpdir(), 'fanclub-loop-'));
  try {
    for (const [file, svg] of Object.entries(loopLayers())) {
      await sharp(Buffer.from(svg)).png().toFile(join(dir, file));
    }
    const T = LOOP_SECONDS;
    const inputs = ['bg', 'beam-p', 'beam-v', 'haze', 'lamps', 'dust-a', 'dust-b'].flatMap((n) => [
      '-loop',
      '1',
      '-framerate',
      String(LOOP_FPS),
      '-i',
      join(dir, `${n}.png`),
    ]);
    const pinks = LOOP_BEAMS.filter((b) => b.c === 'p').length;
    const violets = LOOP_BEAMS.length - pinks;
    const g = [
      `[1:v]format=rgba,split=${pinks}${range(pinks)
        .map((i) => `[p${i}]`)
        .join('')}`,
      `[2:v]format=rgba,split=${violets}${range(violets)
        .map((i) => `[v${i}]`)
        .join('')}`,
    ];
    let last = '0:v';
    let pi = 0;
    let vi = 0;
    LOOP_BEAMS.forEach((b, i) => {
      const src = b.c === 'p' ? `p${pi++}` : `v${vi++}`;
      // every motion is periodic in T, so frame N equals frame 0 and the loop is seamless
      g.push(`[${src}]rotate=a='${b.a}+${b.amp}*sin(2*PI*t/${T}+${b.ph})':c=none[r${i}]`);
      g.push(
        `[${last}][r${i}]overlay=x=${b.x - LOOP_SPRITE / 2}:y=${b.y - LOOP_SPRITE / 2}[s${i}]`,
      );
      last = `s${i}`;
    });
    g.push(`[${last}][3:v]overlay=x='-180+150*sin(2*PI*t/${T})':y=0[hz]`);
    g.push(`[hz][4:v]overlay=0:0,scale=720:1280:flags=bicubic[up]`);
    g.push(`[up][5:v]overlay=x='-40+30*sin(2*PI*t/${T})':y='-40+34*cos(2*PI*t/${T})'[d1]`);
    g.push(`[d1][6:v]overlay=x='-40-26*sin(4*PI*t/${T}+1)':y='-40-30*sin(2*PI*t/${T})'[d2]`);
    g.push(`[d2]eq=contrast=1.08:saturation=1.25,hue=h='-9*(1-cos(2*PI*t/${T}))',format=gbrp[out]`);
    const master = join(dir, 'master.mkv');
    const ff = (args) =>
      execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
        stdio: 'inherit',
      });
    ff([
      ...inputs,
      '-filter_complex',
      g.join(';'),
      '-map',
      '[out]',
      '-frames:v',
      String(T * LOOP_FPS),
      '-c:v',
      'ffv1',
      master,
    ]);
    // light grain hides gradient banding in 8-bit 4:2:0
    const vf = 'format=yuv420p,noise=c0s=4:c0f=t';
    const mp4 = join(PUBLIC_MEDIA, 'landing-loop.mp4');
    ff([
      '-i',
      master,
      '-vf',
      vf,
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '24',
      '-profile:v',
      'high',
      '-level',
      '4.0',
      '-pix_fmt',
      'yuv420p',
      '-g',
      String(T * LOOP_FPS),
      '-movflags',
      '+faststart',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      mp4,
    ]);
    const webm = join(PUBLIC_MEDIA, 'landing-loop.webm');
    ff([
      '-i',
      master,
      '-vf',
      vf,
      '-an',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '29',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-row-mt',
      '1',
      '-g',
      String(T * LOOP_FPS),
      '-pix_fmt',
      'yuv420p',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      webm,
    ]);
    record(mp4);
    record(webm);
    // poster = the loop's first frame, from the lossless master
    const posterPng = join(dir, 'poster.png');
    ff(['-i', master, '-frames:v', '1', posterPng]);
    await encode(sharp(posterPng), 'landing-poster');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
