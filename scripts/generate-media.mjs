// Generates every image, icon and the landing loop video for apps/web/public from code.
// Nothing is downloaded: scenes are SVG strings rendered by sharp, the loop is composited by ffmpeg.
// Deterministic: all randomness comes from a seeded PRNG keyed by the output name.
// Usage: node scripts/generate-media.mjs
import { mkdirSync, writeFileSync, statSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { between, range, rng } from './lib/seeded-random.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = join(ROOT, 'apps/web/public');
const MEDIA = join(PUBLIC, 'media');
const ICONS = join(PUBLIC, 'icons');
const FFMPEG = process.env.FFMPEG ?? '/usr/bin/ffmpeg';

const C = {
  bg: '#0b0b10',
  bg2: '#14141c',
  pink: '#ff2e88',
  violet: '#7c5cff',
  white: '#ffffff',
  ink: '#050507',
};
const SANS = 'DejaVu Sans';
const SERIF = 'DejaVu Serif';

// ---------------------------------------------------------------- utilities

const f = (n) => Math.round(n * 100) / 100;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const blurF = (id, sd) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
const stopsOf = (stops) =>
  stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('');
const lin = (id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = {}) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${
    user ? ' gradientUnits="userSpaceOnUse"' : ''
  }>${stopsOf(stops)}</linearGradient>`;
const rad = (id, stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, user = false } = {}) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${fx !== undefined ? ` fx="${fx}"` : ''}${
    fy !== undefined ? ` fy="${fy}"` : ''
  }${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${stopsOf(stops)}</radialGradient>`;

function text(x, y, str, o = {}) {
  const {
    size = 24,
    weight = 'normal',
    family = SANS,
    fill = C.white,
    anchor = 'middle',
    ls = 0,
    style = 'normal',
    opacity = 1,
    stretch = 'normal',
    extra = '',
  } = o;
  return `<text x="${f(x)}" y="${f(y)}" font-family="${family}" font-size="${size}" font-weight="${weight}" font-style="${style}" font-stretch="${stretch}" letter-spacing="${ls}" text-anchor="${anchor}" fill="${fill}" fill-opacity="${opacity}" ${extra}>${esc(str)}</text>`;
}

/** Full SVG document; design coordinates vw x vh, rendered at outW wide. */
const doc = (vw, vh, body, outW = vw) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${Math.round((outW * vh) / vw)}" viewBox="0 0 ${vw} ${vh}">${body}</svg>`;
/** Embed 800x800 art (e.g. an album cover) at x,y with the given size. */
const nest = (art, x, y, size, vb = 800) =>
  `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${vb} ${vb}">${art}</svg>`;

const written = [];
function record(path) {
  written.push({ file: relative(PUBLIC, path), bytes: statSync(path).size });
}

/**
 * Render an SVG design to .webp and .avif at each width.
 * name: base name; widths: list → `${name}-${w}`, or null → `${name}` at design width.
 */
async function emit(name, vw, vh, body, widths) {
  const targets = widths ? widths.map((w) => [`${name}-${w}`, w]) : [[name, vw]];
  for (const [file, w] of targets) {
    await encode(sharp(Buffer.from(doc(vw, vh, body, w))), file);
  }
}

/**
 * Write `${file}.webp` and `${file}.avif`. A faint seeded luma grain is added first: it dithers
 * the long dark gradients so lossy encoders neither band nor block them, for ~3% more bytes.
 */
async function encode(input, file) {
  const { data, info } = await input.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const r = rng(`grain-${file}`);
  const amp = 4;
  for (let i = 0; i < data.length; i += info.channels) {
    const n = Math.round((r() + r() - 1) * amp);
    for (let c = 0; c < 3; c++) data[i + c] = Math.max(0, Math.min(255, data[i + c] + n));
  }
  const img = sharp(data, { raw: info });
  const webp = join(MEDIA, `${file}.webp`);
  const avif = join(MEDIA, `${file}.avif`);
  await img.clone().webp({ quality: 70, effort: 6, smartSubsample: true }).toFile(webp);
  await img.clone().avif({ quality: 50, effort: 6, chromaSubsampling: '4:2:0' }).toFile(avif);
  record(webp);
  record(avif);
}

// ---------------------------------------------------------------- shared scene parts

/** Singer silhouette in a 100-unit-tall box, feet at y=100, centred on x=0. */
const FIGURE = `
  <path d="M -4.8 8 C -5.5 2 -2 -0.8 0.5 -0.5 C 4.5 -0.3 6 4 5.6 9 C 5.4 14 7.5 19 9.2 23.5 C 6 22.8 4.5 20.5 3.8 17.5 L -3.5 17.5 C -4.5 20.5 -6 22.5 -8.2 23.5 C -6 18 -4.5 13 -4.8 8 Z"/>
  <ellipse cx="0" cy="9" rx="4.1" ry="5.1"/>
  <rect x="-1.6" y="12" width="3.2" height="6"/>
  <path d="M -7.6 18.8 C -4 17.2 4 17.2 7.6 18.8 L 8 21.5 C 7 27 5.2 33 4.4 38 L -4.4 38 C -5.2 33 -7 27 -8 21.5 Z"/>
  <path d="M -4.4 37.5 L 4.4 37.5 C 7 44.5 9.5 51.5 11.2 58 C 4 59.6 -4 59.6 -11.2 58 C -9.5 51.5 -7 44.5 -4.4 37.5 Z"/>
  <path d="M -5.8 56 L -0.6 56 C -0.8 63 -1.6 70 -2.1 76 C -2.2 80 -1.6 84 -2.2 90 L -2.6 96 L -2.4 99.8 L -6.2 99.8 L -5.3 96 C -5.6 90 -7 84 -6.9 78 C -6.8 70 -6.2 62 -5.8 56 Z"/>
  <path d="M 0.6 56 L 5.8 56 C 6.6 63 7.4 70 7.7 76 C 8.2 82 8.8 88 9.3 96 L 10.8 99.8 L 7 99.8 L 6.3 96 C 5.2 90 4 86 3.7 80 C 3.2 72 1.3 63 0.6 56 Z"/>
  <path d="M -7 20.5 L -9.6 31 L -3.2 15.8" fill="none" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M -3.2 15.8 L -4.6 19.6" fill="none" stroke-width="1.3" stroke-linecap="round"/>
  <ellipse cx="-2.4" cy="13.9" rx="1.35" ry="1.7" transform="rotate(-30 -2.4 13.9)"/>
  <path d="M 7.2 20.5 L 12.8 10.5 L 16.2 0.6" fill="none" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>
  <ellipse cx="16.5" cy="-0.6" rx="1.4" ry="1.9" transform="rotate(20 16.5 -0.6)"/>`;

/** Backlit silhouette: a blurred accent halo behind a near-black figure. */
function figure(
  p,
  x,
  feetY,
  height,
  { rim = C.pink, rimOpacity = 0.8, fill = C.ink, flip = false } = {},
) {
  const s = height / 100;
  const t = `translate(${f(x)} ${f(feetY - height)}) scale(${f(flip ? -s : s)} ${f(s)})`;
  return `<defs>${blurF(`${p}fig`, f(1.6))}</defs>
  <g transform="${t}">
    <g fill="${rim}" stroke="${rim}" stroke-width="1.6" opacity="${rimOpacity}" filter="url(#${p}fig)">${FIGURE}</g>
    <g fill="${fill}" stroke="${fill}">${FIGURE}</g>
  </g>`;
}

/** Light cone from (sx,sy) toward (tx,ty), halfwidth hw at the target. */
function beam(p, i, sx, sy, tx, ty, hw, color, alpha, sd) {
  const dx = tx - sx;
  const dy = ty - sy;
  const len = Math.hypot(dx, dy);
  const nx = -dy / len;
  const ny = dx / len;
  const hs = hw * 0.06;
  const pts = [
    [sx + nx * hs, sy + ny * hs],
    [tx + nx * hw, ty + ny * hw],
    [tx - nx * hw, ty - ny * hw],
    [sx - nx * hs, sy - ny * hs],
  ]
    .map(([a, b]) => `${f(a)},${f(b)}`)
    .join(' ');
  const g = `${p}bg${i}`;
  return `<defs>${lin(
    g,
    [
      [0, C.white, alpha],
      [0.08, color, alpha * 0.9],
      [0.6, color, alpha * 0.35],
      [1, color, 0],
    ],
    { x1: sx, y1: sy, x2: tx, y2: ty, user: true },
  )}${blurF(`${p}bb${i}`, sd)}</defs>
  <polygon points="${pts}" fill="url(#${g})" filter="url(#${p}bb${i})"/>`;
}

/** Bright lamp lens with bloom. */
function lamp(p, i, x, y, r, color) {
  return `<defs>${rad(`${p}lg${i}`, [
    [0, C.white, 1],
    [0.18, C.white, 0.9],
    [0.35, color, 0.55],
    [1, color, 0],
  ])}</defs><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 5)}" fill="url(#${p}lg${i})"/>`;
}

/** Rows of audience silhouettes along baseY, optionally raising hands and phones. */
function crowd(r, w, baseY, o = {}) {
  const {
    size = 34,
    spacing = 1.25,
    hands = 0.25,
    phones = 0.08,
    fill = C.ink,
    jitter = 14,
    phoneColor = '#ffe3f0',
  } = o;
  let out = '';
  let x = -size * between(r, 0, 1);
  const lit = [];
  while (x < w + size) {
    const s = size * between(r, 0.82, 1.15);
    const y = baseY + between(r, -jitter, jitter);
    out += `<ellipse cx="${f(x)}" cy="${f(y + s * 2.3)}" rx="${f(s * 1.55)}" ry="${f(s * 1.9)}"/>`;
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.62)}" ry="${f(s * 0.74)}"/>`;
    const roll = r();
    if (roll < hands) {
      const side = r() < 0.5 ? -1 : 1;
      const ex = x + side * s * between(r, 0.9, 1.6);
      const ey = y - s * between(r, 0.6, 1.2);
      const hx = x + side * s * between(r, 0.6, 2.0);
      const hy = y - s * between(r, 2.0, 3.1);
      out += `<path d="M ${f(x + side * s * 1.0)} ${f(y + s * 1.2)} L ${f(ex)} ${f(ey)} L ${f(hx)} ${f(hy)}" fill="none" stroke="${fill}" stroke-width="${f(s * 0.42)}" stroke-linecap="round" stroke-linejoin="round"/>`;
      if (r() < 0.5) {
        out += `<ellipse cx="${f(hx)}" cy="${f(hy - s * 0.12)}" rx="${f(s * 0.28)}" ry="${f(s * 0.34)}"/>`;
      } else {
        out += `<path d="M ${f(hx)} ${f(hy)} l ${f(-side * s * 0.15)} ${f(-s * 0.6)} M ${f(hx)} ${f(hy)} l ${f(side * s * 0.18)} ${f(-s * 0.55)}" stroke="${fill}" stroke-width="${f(s * 0.16)}" stroke-linecap="round"/>`;
      }
    } else if (roll < hands + phones) {
      const px = x + between(r, -0.5, 0.5) * s;
      const py = y - s * between(r, 1.4, 2.2);
      out += `<path d="M ${f(x + s * 0.6)} ${f(y + s * 1.2)} L ${f(px)} ${f(py + s * 0.4)}" stroke="${fill}" stroke-width="${f(s * 0.4)}" stroke-linecap="round"/>`;
      lit.push(
        `<rect x="${f(px - s * 0.5)}" y="${f(py - s * 0.6)}" width="${f(s)}" height="${f(s * 1.2)}" rx="${f(s * 0.4)}" fill="${C.pink}" opacity="0.18"/><rect x="${f(px - s * 0.2)}" y="${f(py - s * 0.34)}" width="${f(s * 0.4)}" height="${f(s * 0.68)}" rx="${f(s * 0.07)}" fill="${phoneColor}" opacity="0.9"/>`,
      );
    }
    x += s * spacing * between(r, 0.8, 1.3);
  }
  return `<g fill="${fill}">${out}</g>${lit.join('')}`;
}

/** Dust / haze specks caught in the light. */
function specks(r, n, x0, y0, x1, y1, o = {}) {
  const { rmin = 0.8, rmax = 2.4, amax = 0.55, color = C.white } = o;
  let s = '';
  for (let i = 0; i < n; i++) {
    s += `<circle cx="${f(between(r, x0, x1))}" cy="${f(between(r, y0, y1))}" r="${f(
      between(r, rmin, rmax),
    )}" fill="${color}" opacity="${f(between(r, 0.08, amax))}"/>`;
  }
  return s;
}

const vignette = (p, w, h, strength = 0.85) =>
  `<defs>${rad(
    `${p}vig`,
    [
      [0, '#000', 0],
      [0.55, '#000', 0],
      [1, '#000', strength],
    ],
    { r: 0.75 },
  )}</defs><rect width="${w}" height="${h}" fill="url(#${p}vig)"/>`;

const glowBlob = (p, i, cx, cy, rx, ry, color, a, sd) =>
  `<defs>${blurF(`${p}gb${i}`, sd)}</defs><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${color}" opacity="${a}" filter="url(#${p}gb${i})"/>`;

/**
 * Concert stage: haze, truss lamps, beams, light pool, optional performer and audience.
 * Coordinates in w x h. Used by hero, live thumbnails, events and carousel.
 */
function stageScene(p, w, h, key, o = {}) {
  const r = rng(key);
  const {
    floorY = h * 0.78,
    fig = { x: w / 2, scale: h * 0.46 },
    beams = 5,
    aim = w / 2,
    crowdRows = [{ y: h * 0.97, size: h * 0.05, hands: 0.25 }],
    backdrop = '',
    front = '',
    warm = false,
    sky = null,
    beamAlpha = 0.55,
    lampY = h * 0.04,
  } = o;
  const u = h / 1000;
  let s = `<defs>${lin(
    `${p}sky`,
    sky ?? [
      [0, '#0d0a16'],
      [0.55, '#120a1a'],
      [1, C.bg],
    ],
  )}</defs><rect width="${w}" height="${h}" fill="url(#${p}sky)"/>`;
  s += glowBlob(p, 'h1', w * 0.28, h * 0.32, w * 0.3, h * 0.26, C.violet, 0.35, 90 * u);
  s += glowBlob(p, 'h2', w * 0.74, h * 0.38, w * 0.3, h * 0.24, C.pink, 0.28, 90 * u);
  s += backdrop;
  // stage floor with light pool
  s += `<defs>${lin(`${p}floor`, [
    [0, '#1a1020'],
    [1, '#07070a'],
  ])}${rad(`${p}pool`, [
    [0, '#ffd9ea', 0.85],
    [0.3, C.pink, 0.45],
    [1, C.pink, 0],
  ])}</defs>`;
  s += `<rect x="0" y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="url(#${p}floor)"/>`;
  s += `<rect x="0" y="${f(floorY - 2 * u)}" width="${w}" height="${f(3 * u)}" fill="${C.pink}" opacity="0.35"/>`;
  if (fig) {
    s += `<ellipse cx="${f(fig.x)}" cy="${f(floorY + 26 * u)}" rx="${f(fig.scale * 0.85)}" ry="${f(
      fig.scale * 0.09,
    )}" fill="url(#${p}pool)"/>`;
  }
  // beams from the truss
  const lampXs = range(beams).map((i) => (w * (i + 0.5)) / beams + between(r, -20, 20) * u);
  s += `<g style="mix-blend-mode:screen">`;
  lampXs.forEach((lx, i) => {
    const color = i % 2 === 0 ? C.pink : C.violet;
    const tx = aim + (lx - aim) * between(r, -0.4, 0.35) + between(r, -80, 80) * u;
    s += beam(
      p,
      i,
      lx,
      lampY,
      tx,
      floorY + 60 * u,
      between(r, 110, 170) * u,
      color,
      beamAlpha,
      14 * u,
    );
  });
  if (fig) {
    s += beam(
      p,
      'key',
      fig.x,
      -40 * u,
      fig.x,
      floorY + 30 * u,
      fig.scale * 0.62,
      '#ffc2dc',
      0.55,
      18 * u,
    );
  }
  s += `</g>`;
  // truss + lamps
  s += `<rect x="0" y="${f(lampY - 10 * u)}" width="${w}" height="${f(8 * u)}" fill="#1b1b24"/>`;
  lampXs.forEach((lx, i) => {
    s += lamp(p, i, lx, lampY, 9 * u, i % 2 === 0 ? C.pink : C.violet);
  });
  s += specks(r, Math.round(w / 12), 0, h * 0.05, w, floorY, { rmax: 2.2 * u + 0.4, amax: 0.4 });
  if (fig) {
    s += figure(p, fig.x, floorY + 22 * u, fig.scale, {
      rim: warm ? '#ff7ab6' : C.pink,
      flip: fig.flip,
    });
  }
  // audience
  crowdRows.forEach((row, i) => {
    s += crowd(rng(`${key}-crowd-${i}`), w, row.y, {
      size: row.size,
      hands: row.hands ?? 0.25,
      phones: row.phones ?? 0.08,
      fill: row.fill ?? C.ink,
      jitter: row.size * 0.4,
    });
  });
  s += front;
  s += vignette(p, w, h, 0.8);
  return s;
}

// ---------------------------------------------------------------- album covers (800 x 800)

function albumVelvet(p) {
  const r = rng('album-velvet');
  let s = `<defs>${rad(
    `${p}bg`,
    [
      [0, '#3a0b2a'],
      [0.6, '#1a0714'],
      [1, C.bg],
    ],
    { cy: 0.35, r: 0.8 },
  )}${blurF(`${p}fold`, 16)}${blurF(`${p}glow`, 14)}</defs><rect width="800" height="800" fill="url(#${p}bg)"/>`;
  // velvet drapery: soft vertical folds
  for (let i = 0; i < 9; i++) {
    const x = -40 + i * 105 + between(r, -20, 20);
    const sw = between(r, 25, 60);
    const light = i % 2 === 0;
    s += `<path d="M ${f(x)} -20 C ${f(x + sw)} 200 ${f(x - sw)} 450 ${f(x + sw * 0.6)} 820" fill="none" stroke="${
      light ? '#8a1657' : '#060308'
    }" stroke-width="${f(between(r, 34, 60))}" opacity="${light ? 0.45 : 0.6}" filter="url(#${p}fold)"/>`;
  }
  // clock face: the hours
  const cx = 400;
  const cy = 330;
  s += `<circle cx="${cx}" cy="${cy}" r="230" fill="#0b0b10" opacity="0.55"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="230" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="1.5"/>`;
  for (let i = 0; i < 60; i++) {
    const a = (i / 60) * Math.PI * 2;
    const major = i % 5 === 0;
    const r1 = major ? 200 : 214;
    s += `<line x1="${f(cx + Math.sin(a) * r1)}" y1="${f(cy - Math.cos(a) * r1)}" x2="${f(
      cx + Math.sin(a) * 222,
    )}" y2="${f(cy - Math.cos(a) * 222)}" stroke="#fff" stroke-opacity="${major ? 0.8 : 0.25}" stroke-width="${
      major ? 3 : 1.2
    }"/>`;
  }
  const arc = (a0, a1, rr) => {
    const p0 = [cx + Math.sin(a0) * rr, cy - Math.cos(a0) * rr];
    const p1 = [cx + Math.sin(a1) * rr, cy - Math.cos(a1) * rr];
    return `M ${f(p0[0])} ${f(p0[1])} A ${rr} ${rr} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${f(p1[0])} ${f(p1[1])}`;
  };
  const a0 = -Math.PI / 3;
  const a1 = Math.PI * 0.72;
  s += `<path d="${arc(a0, a1, 250)}" fill="none" stroke="${C.pink}" stroke-width="22" opacity="0.7" filter="url(#${p}glow)"/>`;
  s += `<path d="${arc(a0, a1, 250)}" fill="none" stroke="#ffb3d3" stroke-width="5" stroke-linecap="round"/>`;
  // hands
  s += `<line x1="${cx}" y1="${cy}" x2="${f(cx + Math.sin(a1) * 150)}" y2="${f(cy - Math.cos(a1) * 150)}" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`;
  s += `<line x1="${cx}" y1="${cy}" x2="${f(cx + Math.sin(a0) * 190)}" y2="${f(cy - Math.cos(a0) * 190)}" stroke="${C.pink}" stroke-width="3" stroke-linecap="round"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="9" fill="#fff"/>`;
  s += text(400, 665, 'Velvet Hours', { size: 92, family: SERIF, style: 'italic', ls: -1 });
  s += text(400, 728, 'ARIA MONROE', { size: 22, ls: 9, fill: C.pink, weight: 'bold' });
  return s;
}

function albumNeon(p) {
  let s = `<defs>${rad(
    `${p}bg`,
    [
      [0, '#1c1024'],
      [1, '#08080c'],
    ],
    { cy: 0.45, r: 0.75 },
  )}${blurF(`${p}g1`, 6)}${blurF(`${p}g2`, 26)}</defs><rect width="800" height="800" fill="url(#${p}bg)"/>`;
  // brick wall
  let bricks = '';
  for (let row = 0; row < 27; row++) {
    const off = row % 2 ? 0 : -45;
    for (let col = -1; col < 10; col++) {
      bricks += `<rect x="${off + col * 90 + 3}" y="${row * 30 + 3}" width="84" height="24" rx="2"/>`;
    }
  }
  s += `<g fill="#ffffff" fill-opacity="0.025">${bricks}</g>`;
  const arch = 'M 230 650 L 230 370 C 230 250 300 170 400 110 C 500 170 570 250 570 370 L 570 650';
  const inner = 'M 262 650 L 262 378 C 262 276 320 206 400 152 C 480 206 538 276 538 378 L 538 650';
  s += `<path d="${arch}" fill="none" stroke="${C.pink}" stroke-width="40" opacity="0.45" filter="url(#${p}g2)"/>`;
  s += `<path d="${arch}" fill="none" stroke="${C.pink}" stroke-width="14" opacity="0.9" filter="url(#${p}g1)"/>`;
  s += `<path d="${arch}" fill="none" stroke="#ffd1e6" stroke-width="5" stroke-linecap="round"/>`;
  s += `<path d="${inner}" fill="none" stroke="${C.violet}" stroke-width="10" opacity="0.8" filter="url(#${p}g1)"/>`;
  s += `<path d="${inner}" fill="none" stroke="#d9d0ff" stroke-width="2.5" stroke-linecap="round"/>`;
  // neon title, tube style
  const neon = (y, str, size) =>
    text(400, y, str, {
      size,
      weight: 'bold',
      fill: 'none',
      ls: 4,
      extra: `stroke="${C.pink}" stroke-width="14" opacity="0.6" filter="url(#${p}g2)"`,
    }) +
    text(400, y, str, {
      size,
      weight: 'bold',
      fill: 'none',
      ls: 4,
      extra: `stroke="${C.pink}" stroke-width="7" filter="url(#${p}g1)"`,
    }) +
    text(400, y, str, {
      size,
      weight: 'bold',
      fill: 'none',
      ls: 4,
      extra: `stroke="#ffe6f1" stroke-width="2.4" stroke-linejoin="round"`,
    });
  s += neon(420, 'NEON', 92);
  s += neon(520, 'PSALMS', 62);
  // floor reflection
  s += `<rect x="0" y="650" width="800" height="150" fill="#050507" opacity="0.7"/>`;
  s += `<ellipse cx="400" cy="660" rx="260" ry="16" fill="${C.pink}" opacity="0.35" filter="url(#${p}g2)"/>`;
  s += text(400, 738, 'ARIA MONROE', { size: 22, ls: 9, weight: 'bold' });
  return s;
}

function albumMoon(p) {
  const r = rng('album-moon');
  let s = `<defs>${lin(`${p}sky`, [
    [0, '#07060c'],
    [0.55, '#1d0d33'],
    [0.82, '#5a1147'],
    [1, '#12060f'],
  ])}${rad(
    `${p}moon`,
    [
      [0, '#ffffff'],
      [0.55, '#ffe1ee'],
      [0.85, '#ff8fc0'],
      [1, C.pink],
    ],
    { cx: 0.42, cy: 0.38, r: 0.65 },
  )}${blurF(`${p}halo`, 40)}${lin(`${p}sea`, [
    [0, '#2a0c2a'],
    [1, '#07060c'],
  ])}</defs><rect width="800" height="800" fill="url(#${p}sky)"/>`;
  s += specks(r, 90, 0, 0, 800, 520, { rmin: 0.7, rmax: 2.2, amax: 0.8 });
  s += `<circle cx="400" cy="380" r="230" fill="${C.violet}" opacity="0.55" filter="url(#${p}halo)"/>`;
  s += `<circle cx="400" cy="380" r="200" fill="url(#${p}moon)"/>`;
  // horizon stripes cut through the moon
  let stripes = '';
  for (let i = 0; i < 7; i++) {
    const y = 430 + i * 22 + i * i * 1.2;
    stripes += `<rect x="150" y="${f(y)}" width="500" height="${f(3 + i * 2.2)}"/>`;
  }
  s += `<clipPath id="${p}mc"><circle cx="400" cy="380" r="201"/></clipPath><g clip-path="url(#${p}mc)" fill="#2a1040">${stripes}</g>`;
  s += `<rect x="0" y="590" width="800" height="210" fill="url(#${p}sea)"/>`;
  // moon glint on water
  for (let i = 0; i < 9; i++) {
    const y = 605 + i * 16;
    const wdt = 220 - i * 20 + between(r, -15, 15);
    s += `<rect x="${f(400 - wdt / 2 + between(r, -12, 12))}" y="${y}" width="${f(wdt)}" height="3" rx="1.5" fill="#ffc2dc" opacity="${f(0.7 - i * 0.07)}"/>`;
  }
  s += text(400, 96, 'ARIA MONROE', { size: 22, ls: 10, weight: 'bold', fill: C.pink });
  s += text(400, 752, 'OVER THE MOON', { size: 54, weight: 'bold', ls: 6 });
  return s;
}

function albumBloom(p) {
  const r = rng('album-bloom');
  const cx = 400;
  const cy = 360;
  let s = `<defs>${rad(
    `${p}bg`,
    [
      [0, '#1b1030'],
      [0.7, '#0b0b10'],
      [1, '#060608'],
    ],
    { cy: 0.42, r: 0.7 },
  )}${lin(`${p}pet`, [
    [0, '#ffd6e8', 0.95],
    [0.35, C.pink, 0.75],
    [1, C.violet, 0.05],
  ])}${rad(`${p}core`, [
    [0, '#ffffff'],
    [0.4, '#ffd1e4'],
    [1, C.pink, 0],
  ])}${blurF(`${p}soft`, 3)}${blurF(`${p}wide`, 50)}</defs><rect width="800" height="800" fill="url(#${p}bg)"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="250" fill="${C.violet}" opacity="0.35" filter="url(#${p}wide)"/>`;
  // stem
  s += `<path d="M ${cx} ${cy + 40} C 420 480 370 540 392 610" fill="none" stroke="#ff2e88" stroke-opacity="0.5" stroke-width="4" stroke-linecap="round"/>`;
  s += `<path d="M 396 540 C 450 500 500 520 520 480 C 470 470 420 500 396 540 Z" fill="${C.pink}" opacity="0.35"/>`;
  // two rings of petals; each petal is an ellipse whose base sits on the centre
  const ring = (n, len, wid, rot, a) => {
    let out = '';
    for (let i = 0; i < n; i++) {
      const ang = rot + (i * 360) / n + between(r, -4, 4);
      out += `<ellipse cx="${cx}" cy="${f(cy - len / 2)}" rx="${f(wid)}" ry="${f(len / 2)}" fill="url(#${p}pet)" opacity="${a}" transform="rotate(${f(ang)} ${cx} ${cy})" style="mix-blend-mode:screen"/>`;
    }
    return out;
  };
  s += `<g filter="url(#${p}soft)">${ring(9, 270, 62, 0, 0.55)}${ring(9, 190, 48, 20, 0.7)}${ring(
    6,
    110,
    34,
    10,
    0.85,
  )}</g>`;
  s += `<circle cx="${cx}" cy="${cy}" r="46" fill="url(#${p}core)"/>`;
  s += specks(r, 26, 150, 120, 650, 560, { rmin: 1, rmax: 3, amax: 0.7, color: '#ffd1e4' });
  s += text(400, 704, 'late bloom', { size: 104, weight: '200', ls: 2 });
  s += text(400, 752, 'ARIA MONROE', { size: 22, ls: 10, weight: 'bold', fill: C.pink });
  return s;
}

const albums = [albumVelvet, albumNeon, albumMoon, albumBloom];

// ---------------------------------------------------------------- garments (800 x 800)

const TEE =
  'M 335 150 C 360 190 440 190 465 150 L 577 180 L 690 268 L 635 352 L 562 303 L 564 668 C 455 682 345 682 236 668 L 238 303 L 165 352 L 110 268 L 223 180 Z';

function tee(p, base, { dark = true, print = '' } = {}) {
  const hi = dark ? 'rgba(255,255,255,0.07)' : 'rgba(255,255,255,0.6)';
  const lo = dark ? 'rgba(0,0,0,0.55)' : 'rgba(60,50,70,0.22)';
  const seam = dark ? 'rgba(255,255,255,0.09)' : 'rgba(40,30,50,0.18)';
  return `<defs><clipPath id="${p}tc"><path d="${TEE}"/></clipPath>${blurF(`${p}ts`, 18)}${blurF(`${p}tss`, 8)}</defs>
  <path d="${TEE}" fill="${base}"/>
  <g clip-path="url(#${p}tc)">
    <ellipse cx="400" cy="330" rx="170" ry="150" fill="${hi}" filter="url(#${p}ts)"/>
    <path d="M 238 310 C 270 420 260 560 250 680" stroke="${lo}" stroke-width="34" fill="none" filter="url(#${p}ts)"/>
    <path d="M 562 310 C 530 420 540 560 550 680" stroke="${lo}" stroke-width="34" fill="none" filter="url(#${p}ts)"/>
    <path d="M 330 450 C 345 540 335 610 320 680" stroke="${lo}" stroke-width="14" fill="none" opacity="0.6" filter="url(#${p}tss)"/>
    <path d="M 470 420 C 455 520 470 600 488 680" stroke="${lo}" stroke-width="12" fill="none" opacity="0.5" filter="url(#${p}tss)"/>
    <path d="M 223 180 L 110 268 L 165 352 L 238 303 Z" fill="${lo}" opacity="0.35"/>
    <path d="M 577 180 L 690 268 L 635 352 L 562 303 Z" fill="${lo}" opacity="0.35"/>
  </g>
  <path d="M 335 150 C 360 168 440 168 465 150 C 440 190 360 190 335 150 Z" fill="${dark ? '#060608' : '#bdbcc6'}"/>
  <path d="M 335 150 C 360 190 440 190 465 150" fill="none" stroke="${base}" stroke-width="14"/>
  <path d="M 333 162 C 360 202 440 202 467 162" fill="none" stroke="${seam}" stroke-width="2"/>
  <path d="M 127 258 L 181 341" stroke="${seam}" stroke-width="2"/>
  <path d="M 673 258 L 619 341" stroke="${seam}" stroke-width="2"/>
  <path d="M 237 652 C 345 666 455 666 563 652" fill="none" stroke="${seam}" stroke-width="2"/>
  ${print}`;
}

function hoodie(p, base, print = '') {
  const hi = 'rgba(255,255,255,0.07)';
  const lo = 'rgba(0,0,0,0.55)';
  const seam = 'rgba(255,255,255,0.1)';
  const BODY =
    'M 250 228 C 300 206 340 202 400 206 C 460 202 500 206 550 228 C 566 300 566 420 562 630 L 238 630 C 234 420 234 300 250 228 Z';
  const SL = 'M 252 228 C 200 240 176 272 166 322 L 114 598 L 182 610 L 248 372 Z';
  const SR = 'M 548 228 C 600 240 624 272 634 322 L 686 598 L 618 610 L 552 372 Z';
  return `<defs><clipPath id="${p}hc"><path d="${BODY}"/></clipPath>${blurF(`${p}hs`, 18)}</defs>
  <path d="M 290 238 C 285 150 338 108 400 108 C 462 108 515 150 510 238 Z" fill="${base}"/>
  <path d="M 300 230 C 300 165 345 126 400 126 C 455 126 500 165 500 230" fill="none" stroke="${seam}" stroke-width="2"/>
  <path d="${SL}" fill="${base}"/><path d="${SR}" fill="${base}"/>
  <path d="${SL}" fill="${lo}" opacity="0.35"/><path d="${SR}" fill="${lo}" opacity="0.35"/>
  <path d="M 113 598 L 182 611 L 174 656 L 105 642 Z" fill="${base}" stroke="${seam}" stroke-width="2"/>
  <path d="M 687 598 L 618 611 L 626 656 L 695 642 Z" fill="${base}" stroke="${seam}" stroke-width="2"/>
  <path d="${BODY}" fill="${base}"/>
  <g clip-path="url(#${p}hc)">
    <ellipse cx="400" cy="330" rx="170" ry="130" fill="${hi}" filter="url(#${p}hs)"/>
    <path d="M 244 330 C 270 430 262 540 256 640" stroke="${lo}" stroke-width="34" fill="none" filter="url(#${p}hs)"/>
    <path d="M 556 330 C 530 430 538 540 544 640" stroke="${lo}" stroke-width="34" fill="none" filter="url(#${p}hs)"/>
  </g>
  <path d="M 238 630 L 562 630 L 558 684 L 242 684 Z" fill="${base}" stroke="${seam}" stroke-width="2"/>
  <g stroke="${seam}" stroke-width="1.2">${range(26)
    .map((i) => `<line x1="${250 + i * 12}" y1="636" x2="${250 + i * 12}" y2="680"/>`)
    .join('')}</g>
  <path d="M 300 480 L 500 480 L 532 608 L 268 608 Z" fill="none" stroke="${seam}" stroke-width="2.2"/>
  <path d="M 300 480 L 268 608" stroke="rgba(0,0,0,0.6)" stroke-width="6"/>
  <path d="M 500 480 L 532 608" stroke="rgba(0,0,0,0.6)" stroke-width="6"/>
  <path d="M 342 214 C 358 262 442 262 458 214 C 440 200 360 200 342 214 Z" fill="#050507"/>
  <path d="M 342 214 C 358 262 442 262 458 214" fill="none" stroke="${seam}" stroke-width="2"/>
  <g stroke="#d8d8de" stroke-width="5" stroke-linecap="round" fill="none">
    <path d="M 378 246 C 374 270 380 290 374 316"/><path d="M 422 246 C 426 270 420 290 426 316"/>
  </g>
  <rect x="368" y="312" width="12" height="22" rx="4" fill="#9a9aa6"/>
  <rect x="420" y="312" width="12" height="22" rx="4" fill="#9a9aa6"/>
  ${print}`;
}

function sweatpants(p, base) {
  const seam = 'rgba(255,255,255,0.1)';
  const lo = 'rgba(0,0,0,0.55)';
  const LEGS =
    'M 268 178 L 532 178 C 546 330 556 480 548 640 L 440 640 C 430 500 416 410 400 338 C 384 410 370 500 360 640 L 252 640 C 244 480 254 330 268 178 Z';
  return `<defs><clipPath id="${p}pc"><path d="${LEGS}"/></clipPath>${blurF(`${p}ps`, 16)}</defs>
  <path d="${LEGS}" fill="${base}"/>
  <g clip-path="url(#${p}pc)">
    <ellipse cx="330" cy="300" rx="70" ry="120" fill="rgba(255,255,255,0.06)" filter="url(#${p}ps)"/>
    <ellipse cx="470" cy="300" rx="70" ry="120" fill="rgba(255,255,255,0.06)" filter="url(#${p}ps)"/>
    <path d="M 400 338 C 390 420 380 520 372 640" stroke="${lo}" stroke-width="30" fill="none" filter="url(#${p}ps)"/>
    <path d="M 400 338 C 410 420 420 520 428 640" stroke="${lo}" stroke-width="30" fill="none" filter="url(#${p}ps)"/>
    <path d="M 300 420 C 320 470 300 520 315 560" stroke="${lo}" stroke-width="10" fill="none" filter="url(#${p}ps)"/>
    <path d="M 500 430 C 480 480 500 520 486 570" stroke="${lo}" stroke-width="10" fill="none" filter="url(#${p}ps)"/>
  </g>
  <path d="M 278 188 C 290 230 296 270 300 300" stroke="${seam}" stroke-width="2.5" fill="none"/>
  <path d="M 522 188 C 510 230 504 270 500 300" stroke="${seam}" stroke-width="2.5" fill="none"/>
  <path d="M 262 122 L 538 122 L 533 180 L 267 180 Z" fill="${base}" stroke="${seam}" stroke-width="2"/>
  <g stroke="${seam}" stroke-width="1.2">${range(22)
    .map((i) => `<line x1="${276 + i * 12}" y1="128" x2="${276 + i * 12}" y2="175"/>`)
    .join('')}</g>
  <path d="M 254 640 L 360 640 L 356 694 L 262 694 Z" fill="${base}" stroke="${seam}" stroke-width="2"/>
  <path d="M 440 640 L 546 640 L 538 694 L 444 694 Z" fill="${base}" stroke="${seam}" stroke-width="2"/>
  <g stroke="#d8d8de" stroke-width="5" stroke-linecap="round" fill="none">
    <path d="M 392 160 C 380 200 396 230 384 262"/><path d="M 408 160 C 420 200 404 230 416 262"/>
  </g>
  <circle cx="392" cy="158" r="5" fill="#9a9aa6"/><circle cx="408" cy="158" r="5" fill="#9a9aa6"/>
  ${text(312, 372, '5', { size: 44, weight: 'bold', fill: C.pink })}
  ${text(312, 392, 'YEARS', { size: 13, weight: 'bold', ls: 3, fill: C.pink })}`;
}

function tote(p, base) {
  const seam = 'rgba(255,255,255,0.1)';
  return `<defs>${blurF(`${p}bs`, 20)}${lin(`${p}bsh`, [
    [0, 'rgba(255,255,255,0.06)'],
    [1, 'rgba(0,0,0,0.4)'],
  ])}</defs>
  <path d="M 330 300 C 326 150 474 150 470 300" fill="none" stroke="#0b0b0f" stroke-width="26" stroke-linecap="round"/>
  <path d="M 300 302 C 296 120 504 120 500 302" fill="none" stroke="${base}" stroke-width="26"/>
  <path d="M 300 302 C 296 120 504 120 500 302" fill="none" stroke="${seam}" stroke-width="2" stroke-dasharray="6 6"/>
  <path d="M 232 296 L 568 296 L 586 694 L 214 694 Z" fill="${base}"/>
  <path d="M 232 296 L 568 296 L 586 694 L 214 694 Z" fill="url(#${p}bsh)"/>
  <path d="M 240 318 L 560 318" stroke="${seam}" stroke-width="2" stroke-dasharray="6 6"/>
  <path d="M 300 290 L 300 340 M 500 290 L 500 340" stroke="${base}" stroke-width="26"/>
  <path d="M 287 330 L 313 330 M 487 330 L 513 330" stroke="${seam}" stroke-width="2"/>
  <circle cx="400" cy="478" r="54" fill="none" stroke="${C.pink}" stroke-width="4"/>
  ${monogramPath(400, 478, 62, C.pink)}
  ${text(400, 580, 'ARIA MONROE', { size: 26, weight: 'bold', ls: 8, fill: C.white, opacity: 0.92 })}
  ${text(400, 610, 'FANCLUB', { size: 13, weight: 'bold', ls: 8, fill: C.pink })}`;
}

/** Geometric "A" monogram centred on cx,cy with height h. */
function monogramPath(cx, cy, h, color) {
  const k = h / 100;
  const t = `translate(${f(cx - 50 * k)} ${f(cy - 50 * k)}) scale(${f(k)})`;
  return `<g transform="${t}"><path d="M 50 4 L 90 96 L 71 96 L 50 45 L 29 96 L 10 96 Z" fill="${color}"/><path d="M 36 70 L 64 70 L 68 80 L 32 80 Z" fill="${color}"/></g>`;
}

function productBackdrop(p, sy = 700, srx = 270) {
  return `<defs>${rad(
    `${p}bd`,
    [
      [0, '#33333d'],
      [0.55, '#22222a'],
      [1, '#141419'],
    ],
    { cy: 0.42, r: 0.72 },
  )}${blurF(`${p}sh`, 22)}</defs><rect width="800" height="800" fill="url(#${p}bd)"/>
  <ellipse cx="400" cy="${sy}" rx="${srx}" ry="24" fill="#000" opacity="0.6" filter="url(#${p}sh)"/>`;
}

function vinyl(p) {
  const dx = 560;
  let grooves = '';
  for (let rr = 70; rr < 190; rr += 5) {
    grooves += `<circle cx="${dx}" cy="400" r="${rr}" fill="none" stroke="#fff" stroke-opacity="${rr % 3 ? 0.035 : 0.07}" stroke-width="1"/>`;
  }
  return `${productBackdrop(p, 640, 300)}<defs>${blurF(`${p}sheen`, 10)}${blurF(`${p}dsh`, 16)}${lin(
    `${p}slv`,
    [
      [0, '#fff', 0.1],
      [0.5, '#fff', 0],
      [1, '#000', 0.25],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}</defs>
  <circle cx="${dx + 7}" cy="412" r="196" fill="#000" opacity="0.6" filter="url(#${p}dsh)"/>
  <circle cx="${dx}" cy="400" r="195" fill="#0a0a0c"/>
  ${grooves}
  <path d="M ${dx} 400 L ${dx - 115} 250 A 190 190 0 0 1 ${dx - 25} 212 Z" fill="#fff" opacity="0.12" filter="url(#${p}sheen)"/>
  <path d="M ${dx} 400 L ${dx + 115} 550 A 190 190 0 0 1 ${dx + 25} 588 Z" fill="#fff" opacity="0.08" filter="url(#${p}sheen)"/>
  <circle cx="${dx}" cy="400" r="64" fill="${C.pink}"/>
  <circle cx="${dx}" cy="400" r="64" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="6"/>
  ${text(dx, 388, 'ARIA MONROE', { size: 11, weight: 'bold', ls: 2, fill: '#1a0010' })}
  ${text(dx, 426, 'VELVET HOURS', { size: 9, ls: 2, fill: '#1a0010' })}
  <circle cx="${dx}" cy="400" r="7" fill="#22222a"/>
  <rect x="78" y="216" width="400" height="400" fill="#000" opacity="0.6" filter="url(#${p}dsh)"/>
  ${nest(albumVelvet(`${p}a`), 70, 200, 400)}
  <rect x="70" y="200" width="400" height="400" fill="url(#${p}slv)"/>
  <rect x="70" y="200" width="400" height="400" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="2"/>`;
}

function phoneEP(p) {
  const art = albumBloom(`${p}a`);
  return `${productBackdrop(p, 712, 200)}<defs>${blurF(`${p}psh`, 18)}${blurF(`${p}pg`, 40)}</defs>
  <g transform="rotate(-7 400 400)">
    <rect x="262" y="110" width="290" height="590" rx="46" fill="#000" opacity="0.6" filter="url(#${p}psh)" transform="translate(14 18)"/>
    <rect x="255" y="100" width="290" height="590" rx="46" fill="#1c1c22" stroke="#4a4a56" stroke-width="3"/>
    <rect x="267" y="112" width="266" height="566" rx="36" fill="#0b0b10"/>
    <rect x="360" y="126" width="80" height="22" rx="11" fill="#000"/>
    <rect x="282" y="168" width="236" height="236" rx="14" fill="${C.violet}" opacity="0.5" filter="url(#${p}pg)"/>
    <clipPath id="${p}cc"><rect x="282" y="168" width="236" height="236" rx="14"/></clipPath>
    <g clip-path="url(#${p}cc)">${nest(art, 282, 168, 236)}</g>
    ${text(284, 446, 'Late Bloom', { size: 24, weight: 'bold', anchor: 'start' })}
    ${text(284, 472, 'Aria Monroe · Digital EP', { size: 14, anchor: 'start', fill: '#a8a8b8' })}
    <rect x="284" y="500" width="232" height="4" rx="2" fill="#2c2c36"/>
    <rect x="284" y="500" width="92" height="4" rx="2" fill="${C.pink}"/>
    <circle cx="376" cy="502" r="7" fill="#fff"/>
    ${text(284, 526, '1:24', { size: 11, anchor: 'start', fill: '#8a8a9a' })}
    ${text(516, 526, '3:41', { size: 11, anchor: 'end', fill: '#8a8a9a' })}
    <circle cx="400" cy="586" r="34" fill="${C.pink}"/>
    <path d="M 390 570 L 390 602 L 416 586 Z" fill="#fff"/>
    <path d="M 334 574 L 334 598 L 316 586 Z M 314 574 L 314 598" fill="#fff" stroke="#fff" stroke-width="3"/>
    <path d="M 466 574 L 466 598 L 484 586 Z M 486 574 L 486 598" fill="#fff" stroke="#fff" stroke-width="3"/>
    <rect x="350" y="660" width="100" height="5" rx="2.5" fill="#fff" opacity="0.6"/>
    <path d="M 267 148 C 267 128 282 112 303 112 L 420 112 L 267 420 Z" fill="#fff" opacity="0.04"/>
  </g>`;
}

const printLabel = (lines) =>
  lines
    .map(([y, str, size, color, ls]) =>
      text(400, y, str, { size, weight: 'bold', ls, fill: color }),
    )
    .join('');

const products = [
  (p) => vinyl(p),
  (p) =>
    productBackdrop(p) +
    tee(p, '#eeeef2', {
      dark: false,
      print: printLabel([
        [300, 'new baby', 40, C.pink, 0],
        [326, 'ARIA MONROE', 13, '#2a2a33', 5],
      ]),
    }),
  (p) => phoneEP(p),
  (p) =>
    productBackdrop(p) +
    tee(p, '#1d1d22', {
      print: `${nest(albumNeon(`${p}a`), 336, 236, 128)}<rect x="336" y="236" width="128" height="128" fill="#1d1d22" opacity="0.15"/>`,
    }),
  (p) =>
    productBackdrop(p) +
    hoodie(
      p,
      '#19191e',
      printLabel([
        [420, '5', 60, C.pink, 0],
        [448, 'YEARS OF ARIA', 14, C.white, 4],
      ]),
    ),
  (p) =>
    productBackdrop(p) +
    hoodie(
      p,
      '#19191e',
      printLabel([
        [385, 'GIRLS', 30, C.pink, 6],
        [421, 'NEED', 30, C.pink, 6],
        [457, 'LOVE', 30, C.pink, 6],
      ]),
    ),
  (p) => productBackdrop(p) + tote(p, '#19191e'),
  (p) => productBackdrop(p) + sweatpants(p, '#19191e'),
];

// ---------------------------------------------------------------- video, clip and news thumbnails

/** Perspective helper: u across (-1..1 at the near edge), v depth (0 near .. 1 far). */
const perspective = (cx, yH, yN, spread, k) => (u, v) => {
  const z = 1 + k * v;
  return { x: cx + (u * spread) / z, y: yH + (yN - yH) / z, s: 1 / z };
};

function studioSession(p) {
  const r = rng('video-studio');
  const W = 1280;
  const H = 720;
  const P = perspective(640, 40, 830, 760, 1.15);
  let s = `<defs>${lin(`${p}wall`, [
    [0, '#0c0a12'],
    [1, '#160d1c'],
  ])}${lin(`${p}desk`, [
    [0, '#1a1822'],
    [1, '#0c0c11'],
  ])}${blurF(`${p}far`, 5)}${blurF(`${p}mid`, 1.4)}${blurF(`${p}bk`, 30)}</defs>`;
  s += `<rect width="${W}" height="${H}" fill="url(#${p}wall)"/>`;
  // background: control-room window glow, DAW screen and monitors, out of focus
  let bg = `<rect x="0" y="0" width="${W}" height="250" fill="#0a0810"/>`;
  bg += `<rect x="420" y="40" width="440" height="210" rx="8" fill="#111019" stroke="#2a2636" stroke-width="4"/>`;
  for (let t = 0; t < 4; t++) {
    let d = `M 440 ${80 + t * 46}`;
    for (let x = 440; x <= 840; x += 4) {
      const a = Math.abs(Math.sin(x * 0.05 + t) * Math.sin(x * 0.013 + t * 2)) * 16 + 2;
      d += ` M ${x} ${80 + t * 46 - a} L ${x} ${80 + t * 46 + a}`;
    }
    bg += `<path d="${d}" stroke="${t % 2 ? C.violet : C.pink}" stroke-width="2.2" opacity="0.9"/>`;
  }
  bg += `<rect x="600" y="40" width="3" height="210" fill="#fff" opacity="0.8"/>`;
  for (const x of [140, 1020]) {
    bg += `<rect x="${x}" y="60" width="120" height="190" rx="10" fill="#15141c" stroke="#26242f" stroke-width="3"/>`;
    bg += `<circle cx="${x + 60}" cy="110" r="24" fill="#0a0a0e" stroke="#333" stroke-width="3"/>`;
    bg += `<circle cx="${x + 60}" cy="190" r="42" fill="#0a0a0e" stroke="#333" stroke-width="3"/>`;
    bg += `<circle cx="${x + 60}" cy="190" r="12" fill="#222"/>`;
  }
  for (let i = 0; i < 14; i++) {
    bg += `<circle cx="${f(between(r, 0, W))}" cy="${f(between(r, 10, 240))}" r="${f(between(r, 10, 30))}" fill="${
      r() < 0.6 ? C.pink : C.violet
    }" opacity="${f(between(r, 0.12, 0.35))}"/>`;
  }
  s += `<g filter="url(#${p}far)">${bg}</g>`;
  s += glowBlob(p, 'a', 640, 150, 420, 130, C.pink, 0.22, 60);
  // meter bridge
  const L = P(-1.12, 1);
  const R = P(1.12, 1);
  const topY = L.y - 118;
  let mb = `<rect x="${f(L.x)}" y="${f(topY)}" width="${f(R.x - L.x)}" height="${f(L.y - topY)}" fill="#121118" stroke="#24222e" stroke-width="2"/>`;
  const N = 12;
  for (let c = 0; c < N; c++) {
    const u = -1 + (2 * (c + 0.5)) / N;
    const pt = P(u, 1);
    const level = Math.round(between(r, 3, 12));
    for (let k = 0; k < 13; k++) {
      const on = k < level;
      const col = k > 10 ? '#ffffff' : k > 7 ? C.pink : C.violet;
      mb += `<rect x="${f(pt.x - 9)}" y="${f(L.y - 14 - k * 7.6)}" width="18" height="5" rx="1" fill="${
        on ? col : '#23212c'
      }" opacity="${on ? 0.95 : 1}"/>`;
    }
  }
  s += `<g filter="url(#${p}mid)">${mb}</g>`;
  // desk surface
  const c0 = P(-1.25, 0);
  const c1 = P(1.25, 0);
  s += `<polygon points="${f(c0.x)},${f(c0.y)} ${f(c1.x)},${f(c1.y)} ${f(R.x)},${f(R.y)} ${f(L.x)},${f(
    L.y,
  )}" fill="url(#${p}desk)"/>`;
  s += glowBlob(p, 'b', 640, 470, 520, 140, C.pink, 0.12, 50);
  // channel strips
  let strips = '';
  for (let c = 0; c <= N; c++) {
    const u = -1 + (2 * c) / N;
    const a = P(u, 0);
    const b = P(u, 1);
    strips += `<line x1="${f(a.x)}" y1="${f(a.y)}" x2="${f(b.x)}" y2="${f(b.y)}" stroke="#000" stroke-opacity="0.5" stroke-width="2"/>`;
  }
  for (let c = 0; c < N; c++) {
    const u = -1 + (2 * (c + 0.5)) / N;
    for (const v of [0.5, 0.6, 0.7, 0.8, 0.9]) {
      const q = P(u, v);
      const rr = 26 * q.s;
      const accent = (c + Math.round(v * 10)) % 7 === 0;
      strips += `<ellipse cx="${f(q.x)}" cy="${f(q.y + rr * 0.25)}" rx="${f(rr)}" ry="${f(rr * 0.55)}" fill="#050507"/>`;
      strips += `<ellipse cx="${f(q.x)}" cy="${f(q.y)}" rx="${f(rr)}" ry="${f(rr * 0.55)}" fill="${
        accent ? C.pink : '#2a2834'
      }"/>`;
      strips += `<ellipse cx="${f(q.x)}" cy="${f(q.y - rr * 0.08)}" rx="${f(rr * 0.6)}" ry="${f(rr * 0.3)}" fill="#fff" opacity="${accent ? 0.35 : 0.08}"/>`;
      const ang = between(r, -2.3, 2.3);
      strips += `<line x1="${f(q.x)}" y1="${f(q.y)}" x2="${f(q.x + Math.sin(ang) * rr * 0.9)}" y2="${f(
        q.y - Math.cos(ang) * rr * 0.5,
      )}" stroke="#fff" stroke-width="${f(3 * q.s + 0.5)}" stroke-linecap="round"/>`;
    }
    const f0 = P(u, 0.02);
    const f1 = P(u, 0.38);
    strips += `<line x1="${f(f0.x)}" y1="${f(f0.y)}" x2="${f(f1.x)}" y2="${f(f1.y)}" stroke="#030304" stroke-width="${f(
      9 * f0.s + 2,
    )}" stroke-linecap="round"/>`;
    const fv = between(r, 0.14, 0.34);
    const fc = P(u, fv);
    const cw = 56 * fc.s;
    const ch = 22 * fc.s;
    const capCol = c === 11 ? C.pink : c % 5 === 4 ? '#cfcfd8' : '#3a3846';
    strips += `<rect x="${f(fc.x - cw / 2)}" y="${f(fc.y - ch / 2 + ch * 0.5)}" width="${f(cw)}" height="${f(ch)}" rx="${f(
      3 * fc.s,
    )}" fill="#000" opacity="0.6"/>`;
    strips += `<rect x="${f(fc.x - cw / 2)}" y="${f(fc.y - ch / 2)}" width="${f(cw)}" height="${f(ch)}" rx="${f(
      3 * fc.s,
    )}" fill="${capCol}"/>`;
    strips += `<rect x="${f(fc.x - cw / 2)}" y="${f(fc.y - 1)}" width="${f(cw)}" height="2" fill="#fff" opacity="0.7"/>`;
    const led = P(u, 0.44);
    strips += `<circle cx="${f(led.x)}" cy="${f(led.y)}" r="${f(5 * led.s + 1)}" fill="${
      r() < 0.5 ? C.pink : '#3a1b2c'
    }"/>`;
  }
  s += strips;
  s += vignette(p, W, H, 0.75);
  return s;
}

function liveThumb(p, W, H, key) {
  return stageScene(p, W, H, key, {
    floorY: H * 0.68,
    fig: { x: W * 0.5, scale: H * 0.36, flip: true },
    beams: 6,
    crowdRows: [
      { y: H * 0.8, size: H * 0.028, hands: 0.3, fill: '#150d1a', phones: 0.1 },
      { y: H * 0.88, size: H * 0.04, hands: 0.3, fill: '#0a070d', phones: 0.08 },
      { y: H * 0.99, size: H * 0.062, hands: 0.35, phones: 0.05 },
    ],
  });
}

function clipBackstage(p) {
  const W = 480;
  const H = 600;
  let s = `<defs>${lin(`${p}wall`, [
    [0, '#120d16'],
    [1, '#0a090d'],
  ])}${lin(`${p}mir`, [
    [0, '#2a1a2c'],
    [0.6, '#15111a'],
    [1, '#0c0b10'],
  ])}${blurF(`${p}refl`, 10)}</defs><rect width="${W}" height="${H}" fill="url(#${p}wall)"/>`;
  s += glowBlob(p, 'w', 240, 240, 230, 200, C.pink, 0.22, 50);
  // mirror and reflection
  s += `<rect x="110" y="90" width="260" height="300" rx="6" fill="url(#${p}mir)"/>`;
  s += `<g filter="url(#${p}refl)" opacity="0.85"><ellipse cx="250" cy="250" rx="48" ry="58" fill="#05040a"/><path d="M 150 400 C 160 320 200 300 250 300 C 300 300 340 320 350 400 Z" fill="#05040a"/><path d="M 200 220 C 190 160 310 160 300 220 C 320 260 310 300 330 330 L 170 330 C 190 300 180 260 200 220 Z" fill="#070510"/></g>`;
  s += `<path d="M 120 100 L 200 100 L 120 240 Z" fill="#fff" opacity="0.05"/>`;
  // bulbs around the mirror
  const bulbs = [];
  for (let x = 110; x <= 370; x += 43.3) bulbs.push([x, 78]);
  for (let y = 121; y <= 390; y += 43) {
    bulbs.push([96, y]);
    bulbs.push([384, y]);
  }
  bulbs.forEach(([x, y], i) => {
    s += lamp(p, i, x, y, 7, '#ff9cc8');
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="8" fill="#fff6fa"/>`;
  });
  // vanity counter with bottles
  s += `<rect x="40" y="420" width="400" height="16" fill="#1d1722"/><rect x="40" y="436" width="400" height="164" fill="#0b0a0e"/>`;
  s += `<rect x="130" y="376" width="22" height="44" rx="4" fill="#0a090c"/><rect x="136" y="364" width="10" height="14" fill="#0a090c"/>`;
  s += `<rect x="160" y="396" width="34" height="24" rx="3" fill="#0a090c"/><rect x="300" y="382" width="16" height="38" rx="2" fill="${C.pink}" opacity="0.8"/><rect x="302" y="372" width="12" height="12" rx="5" fill="#ffd1e4"/>`;
  s += `<ellipse cx="240" cy="428" rx="190" ry="10" fill="${C.pink}" opacity="0.25" filter="url(#${p}refl)"/>`;
  // performer seen from behind, foreground
  s += `<g fill="#030305"><ellipse cx="330" cy="520" rx="70" ry="82"/><path d="M 200 640 C 210 560 270 560 330 560 C 400 560 470 580 490 640 Z"/><path d="M 262 500 C 250 440 300 420 340 430 C 390 440 410 490 400 560 C 380 600 280 600 262 500 Z"/></g>`;
  s += `<path d="M 270 480 C 280 440 320 428 350 434" stroke="${C.pink}" stroke-opacity="0.5" stroke-width="3" fill="none" filter="url(#${p}refl)"/>`;
  s += vignette(p, W, H, 0.7);
  return s;
}

function clipSoundcheck(p) {
  const W = 480;
  const H = 600;
  const r = rng('clip-soundcheck');
  let s = `<defs>${lin(`${p}bg`, [
    [0, '#0d0a14'],
    [1, '#08080b'],
  ])}${lin(
    `${p}body`,
    [
      [0, '#3a3a44'],
      [0.45, '#101014'],
      [1, '#1d1d24'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}${rad(
    `${p}grille`,
    [
      [0, '#8a8a98'],
      [0.6, '#3a3a44'],
      [1, '#16161c'],
    ],
    { cx: 0.35, cy: 0.3, r: 0.8 },
  )}<clipPath id="${p}gc"><circle cx="0" cy="0" r="62"/></clipPath>${blurF(
    `${p}g`,
    8,
  )}</defs><rect width="${W}" height="${H}" fill="url(#${p}bg)"/>`;
  s += beam(p, 0, 240, -40, 240, 640, 230, C.pink, 0.3, 18);
  s += glowBlob(p, 'v', 120, 420, 160, 120, C.violet, 0.3, 50);
  // waveform running behind the mic
  let d = '';
  for (let x = 0; x <= W; x += 3) {
    const env = Math.exp(-(((x - 240) / 150) ** 2)) * 70 + 6;
    const y = 330 + Math.sin(x * 0.11) * env * Math.sin(x * 0.023 + 1.3);
    d += `${x === 0 ? 'M' : 'L'} ${x} ${f(y)} `;
  }
  s += `<path d="${d}" stroke="${C.pink}" stroke-width="10" fill="none" opacity="0.6" filter="url(#${p}g)"/>`;
  s += `<path d="${d}" stroke="#ffd1e4" stroke-width="2.5" fill="none"/>`;
  s += specks(r, 50, 60, 0, 420, 500, { amax: 0.5 });
  // stand, clip and mic (tilted)
  s += `<path d="M 336 610 L 322 392" stroke="#1a1a20" stroke-width="14"/><path d="M 332 610 L 318 392" stroke="#44444f" stroke-width="2"/>`;
  s += `<g transform="translate(250 250) rotate(-28)">
    <path d="M -26 60 L 26 60 L 16 230 C 12 246 -12 246 -16 230 Z" fill="url(#${p}body)"/>
    <rect x="-30" y="50" width="60" height="18" rx="4" fill="#2a2a32"/>
    <circle cx="0" cy="0" r="64" fill="url(#${p}grille)"/>
    <g clip-path="url(#${p}gc)" stroke="#0b0b10" stroke-opacity="0.55" stroke-width="2">${range(17)
      .map(
        (i) =>
          `<line x1="${-64 + i * 8}" y1="-70" x2="${-64 + i * 8 + 40}" y2="70"/><line x1="${-64 + i * 8 + 40}" y1="-70" x2="${-64 + i * 8}" y2="70"/>`,
      )
      .join('')}</g>
    <rect x="-64" y="10" width="128" height="10" fill="#1a1a20" opacity="0.7"/>
    <path d="M -48 -38 A 62 62 0 0 1 12 -62" stroke="#fff" stroke-width="6" fill="none" opacity="0.35" stroke-linecap="round"/>
  </g>`;
  s += `<path d="M 362 462 C 390 520 360 560 400 610" stroke="#0e0e12" stroke-width="8" fill="none"/>`;
  s += vignette(p, W, H, 0.75);
  return s;
}

function clipRehearsal(p) {
  const W = 480;
  const H = 600;
  const r = rng('clip-rehearsal');
  const P = perspective(240, 90, 720, 420, 3.2);
  let s = `<defs>${lin(`${p}bg`, [
    [0, '#100b18'],
    [1, '#07070a'],
  ])}${lin(`${p}key`, [
    [0, '#5c5060'],
    [0.5, '#d9d2dc'],
    [1, '#f4eef4'],
  ])}${blurF(`${p}bk`, 6)}</defs><rect width="${W}" height="${H}" fill="url(#${p}bg)"/>`;
  let bokeh = '';
  for (let i = 0; i < 16; i++) {
    bokeh += `<circle cx="${f(between(r, 0, W))}" cy="${f(between(r, 20, 230))}" r="${f(between(r, 12, 34))}" fill="${
      r() < 0.6 ? C.pink : C.violet
    }" opacity="${f(between(r, 0.15, 0.4))}"/>`;
  }
  s += `<g filter="url(#${p}bk)">${bokeh}</g>`;
  s += glowBlob(p, 'a', 240, 250, 260, 90, C.pink, 0.25, 40);
  // keyboard case
  const n = 15;
  const u0 = -1.6;
  const kw = 3.2 / n;
  const back = 0.75;
  const a = P(u0 - 0.1, back);
  const b = P(-u0 + 0.1, back);
  const c = P(-u0 + 0.1, -0.05);
  const d = P(u0 - 0.1, -0.05);
  s += `<polygon points="${f(a.x)},${f(a.y - 30)} ${f(b.x)},${f(b.y - 30)} ${f(c.x)},${f(c.y)} ${f(d.x)},${f(d.y)}" fill="#0b0a0e"/>`;
  for (let i = 0; i < n; i++) {
    const uL = u0 + i * kw + 0.006;
    const uR = u0 + (i + 1) * kw - 0.006;
    const q = [P(uL, 0), P(uR, 0), P(uR, back - 0.02), P(uL, back - 0.02)];
    s += `<polygon points="${q.map((t) => `${f(t.x)},${f(t.y)}`).join(' ')}" fill="url(#${p}key)"/>`;
  }
  for (let i = 1; i < n; i++) {
    if (i % 7 === 3 || i % 7 === 0) continue;
    const uc = u0 + i * kw;
    const hw = kw * 0.3;
    const q = [
      P(uc - hw, 0.32),
      P(uc + hw, 0.32),
      P(uc + hw, back - 0.02),
      P(uc - hw, back - 0.02),
    ];
    s += `<polygon points="${q.map((t) => `${f(t.x)},${f(t.y)}`).join(' ')}" fill="#0a090c"/>`;
    s += `<line x1="${f(q[0].x)}" y1="${f(q[0].y)}" x2="${f(q[1].x)}" y2="${f(q[1].y)}" stroke="#555" stroke-width="1.5"/>`;
  }
  s += `<rect x="0" y="${f(P(0, back).y - 34)}" width="${W}" height="6" fill="${C.pink}" opacity="0.5"/>`;
  s += `<rect x="0" y="0" width="${W}" height="${H}" fill="${C.pink}" opacity="0.08" style="mix-blend-mode:multiply"/>`;
  s += vignette(p, W, H, 0.8);
  return s;
}

function clipTourDiary(p) {
  const W = 480;
  const H = 600;
  const r = rng('clip-tour');
  const hy = 300;
  let s = `<defs>${lin(`${p}sky`, [
    [0, '#07060c'],
    [0.55, '#24103a'],
    [0.9, '#8a1a5c'],
    [1, C.pink],
  ])}${lin(`${p}road`, [
    [0, '#1a1420'],
    [1, '#050507'],
  ])}${blurF(`${p}g`, 14)}</defs>`;
  s += `<rect width="${W}" height="${hy}" fill="url(#${p}sky)"/>`;
  s += specks(r, 60, 0, 0, W, hy * 0.6, { rmin: 0.6, rmax: 1.6, amax: 0.8 });
  s += `<ellipse cx="240" cy="${hy}" rx="260" ry="40" fill="${C.pink}" opacity="0.55" filter="url(#${p}g)"/>`;
  // distant skyline
  let x = 0;
  let sky = '';
  let lights = '';
  while (x < W) {
    const bw = between(r, 14, 34);
    const bh = between(r, 10, 58) * (1 - Math.abs(x + bw / 2 - 240) / 400);
    sky += `<rect x="${f(x)}" y="${f(hy - bh)}" width="${f(bw)}" height="${f(bh)}"/>`;
    for (let k = 0; k < 3; k++) {
      if (r() < 0.5 && bh > 14) {
        lights += `<rect x="${f(x + between(r, 3, bw - 5))}" y="${f(hy - between(r, 5, bh - 4))}" width="2" height="2" fill="#ffd1e4" opacity="0.8"/>`;
      }
    }
    x += bw;
  }
  s += `<g fill="#0d0912">${sky}</g>${lights}`;
  s += `<rect y="${hy}" width="${W}" height="${H - hy}" fill="#08070b"/>`;
  s += `<polygon points="236,${hy} 244,${hy} ${W + 140},${H} -140,${H}" fill="url(#${p}road)"/>`;
  // lane markings in perspective
  for (let i = 0; i < 10; i++) {
    const t0 = (i + 0.2) / 10;
    const t1 = (i + 0.6) / 10;
    const y0 = hy + (H - hy) * t0 ** 2.2;
    const y1 = hy + (H - hy) * t1 ** 2.2;
    const w0 = 1 + 10 * t0 ** 2.2;
    const w1 = 1 + 10 * t1 ** 2.2;
    s += `<polygon points="${f(240 - w0 / 2)},${f(y0)} ${f(240 + w0 / 2)},${f(y0)} ${f(240 + w1 / 2)},${f(y1)} ${f(
      240 - w1 / 2,
    )},${f(y1)}" fill="#ffd1e4" opacity="0.85"/>`;
  }
  s += `<path d="M 232 ${hy} L -110 ${H} M 248 ${hy} L ${W + 110} ${H}" stroke="${C.pink}" stroke-width="3" opacity="0.6"/>`;
  // poles and wires
  let wires = '';
  for (let i = 0; i < 6; i++) {
    const t = 1 - i / 6;
    const k = t ** 2.2;
    const px = 240 + 30 + k * 300;
    const py = hy + (H - hy) * k;
    const ph = 14 + k * 320;
    s += `<line x1="${f(px)}" y1="${f(py)}" x2="${f(px)}" y2="${f(py - ph)}" stroke="#050507" stroke-width="${f(1 + k * 9)}"/>`;
    s += `<line x1="${f(px - ph * 0.12)}" y1="${f(py - ph * 0.92)}" x2="${f(px + ph * 0.12)}" y2="${f(py - ph * 0.92)}" stroke="#050507" stroke-width="${f(1 + k * 5)}"/>`;
    wires += `${i === 0 ? 'M' : 'L'} ${f(px)} ${f(py - ph * 0.92)} `;
  }
  s += `<path d="${wires}" stroke="#050507" stroke-width="2" fill="none"/>`;
  s += vignette(p, W, H, 0.7);
  return s;
}

function newsWave(p) {
  const W = 640;
  const H = 360;
  let s = `<defs>${rad(`${p}bg`, [
    [0, '#1a1024'],
    [1, C.bg],
  ])}${lin(`${p}bar`, [
    [0, '#ffd1e4'],
    [0.5, C.pink],
    [1, C.violet],
  ])}${blurF(`${p}g`, 12)}</defs><rect width="${W}" height="${H}" fill="url(#${p}bg)"/>`;
  let grid = '';
  for (let x = 0; x <= W; x += 32) grid += `<line x1="${x}" y1="0" x2="${x}" y2="${H}"/>`;
  for (let y = 0; y <= H; y += 32) grid += `<line x1="0" y1="${y}" x2="${W}" y2="${y}"/>`;
  s += `<g stroke="#fff" stroke-opacity="0.04">${grid}</g>`;
  let bars = '';
  const n = 56;
  for (let i = 0; i < n; i++) {
    const x = 40 + (i * (W - 80)) / (n - 1);
    const t = i / (n - 1);
    const env = Math.sin(Math.PI * t) ** 1.2;
    const h = 8 + env * (50 + 70 * Math.abs(Math.sin(i * 0.7) * Math.cos(i * 0.23)));
    bars += `<rect x="${f(x - 3.5)}" y="${f(180 - h)}" width="7" height="${f(h * 2)}" rx="3.5"/>`;
  }
  s += `<g fill="url(#${p}bar)" opacity="0.7" filter="url(#${p}g)">${bars}</g>`;
  s += `<g fill="url(#${p}bar)">${bars}</g>`;
  s += vignette(p, W, H, 0.6);
  return s;
}

function newsTour(p) {
  const W = 640;
  const H = 360;
  const r = rng('news-tour');
  let s = `<defs>${rad(`${p}bg`, [
    [0, '#17121f'],
    [1, C.bg],
  ])}${blurF(`${p}g`, 6)}</defs><rect width="${W}" height="${H}" fill="url(#${p}bg)"/>`;
  let dots = '';
  for (let y = 12; y < H; y += 16) {
    for (let x = 12; x < W; x += 16) {
      const land =
        Math.sin(x * 0.013 + 1) +
        Math.cos(y * 0.021 + x * 0.004) * 0.9 +
        Math.sin((x + y) * 0.007) * 0.6;
      if (land > 0.1) dots += `<circle cx="${x}" cy="${y}" r="2.2"/>`;
    }
  }
  s += `<g fill="#fff" fill-opacity="0.16">${dots}</g>`;
  const pts = range(6).map((i) => [
    70 + i * 100 + between(r, -20, 20),
    200 + Math.sin(i * 1.7) * 80 + between(r, -20, 20),
  ]);
  let d = `M ${f(pts[0][0])} ${f(pts[0][1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    d += ` Q ${f((x0 + x1) / 2)} ${f(Math.min(y0, y1) - 60)} ${f(x1)} ${f(y1)}`;
  }
  s += `<path d="${d}" stroke="${C.pink}" stroke-width="8" fill="none" opacity="0.5" filter="url(#${p}g)"/>`;
  s += `<path d="${d}" stroke="${C.pink}" stroke-width="3" fill="none" stroke-dasharray="10 8" stroke-linecap="round"/>`;
  pts.forEach(([x, y], i) => {
    const last = i === pts.length - 1;
    if (last) {
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="30" fill="none" stroke="${C.pink}" stroke-opacity="0.3" stroke-width="2"/><circle cx="${f(x)}" cy="${f(y)}" r="20" fill="none" stroke="${C.pink}" stroke-opacity="0.55" stroke-width="2"/>`;
    }
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${last ? 11 : 8}" fill="${C.pink}"/><circle cx="${f(x)}" cy="${f(y)}" r="${last ? 4 : 3}" fill="#fff"/>`;
  });
  s += vignette(p, W, H, 0.6);
  return s;
}

function ticket(p, id, fill, ink, title, sub) {
  const w = 360;
  const h = 150;
  let bars = '';
  let x = 290;
  const r = rng(`ticket-${id}`);
  while (x < 340) {
    const bw = between(r, 1, 4);
    bars += `<rect x="${f(x)}" y="28" width="${f(bw)}" height="94"/>`;
    x += bw + between(r, 1.5, 4);
  }
  return `<defs><mask id="${p}m${id}"><rect width="${w}" height="${h}" rx="12" fill="#fff"/><circle cx="270" cy="0" r="14" fill="#000"/><circle cx="270" cy="${h}" r="14" fill="#000"/><circle cx="0" cy="75" r="12" fill="#000"/><circle cx="${w}" cy="75" r="12" fill="#000"/></mask></defs>
  <g mask="url(#${p}m${id})"><rect width="${w}" height="${h}" fill="${fill}"/>
  <line x1="270" y1="18" x2="270" y2="${h - 18}" stroke="${ink}" stroke-opacity="0.5" stroke-width="2" stroke-dasharray="4 5"/>
  <g fill="${ink}" fill-opacity="0.8">${bars}</g>
  ${text(30, 50, 'ADMIT ONE', { size: 13, weight: 'bold', ls: 4, fill: ink, anchor: 'start', opacity: 0.7 })}
  ${text(30, 92, title, { size: 26, weight: 'bold', fill: ink, anchor: 'start' })}
  ${text(30, 122, sub, { size: 13, ls: 2, fill: ink, anchor: 'start', opacity: 0.75 })}</g>`;
}

function newsTickets(p) {
  const W = 640;
  const H = 360;
  let s = `<defs>${rad(`${p}bg`, [
    [0, '#21102a'],
    [1, C.bg],
  ])}${blurF(`${p}sh`, 12)}</defs><rect width="${W}" height="${H}" fill="url(#${p}bg)"/>`;
  s += glowBlob(p, 'a', 320, 180, 260, 110, C.violet, 0.35, 50);
  s += `<g transform="translate(250 60) rotate(9)"><rect x="6" y="10" width="360" height="150" rx="12" fill="#000" opacity="0.5" filter="url(#${p}sh)"/>${ticket(
    p,
    'b',
    '#1c1a24',
    '#ffffff',
    'LIVE',
    'ROW F · SEAT 12',
  )}<rect width="360" height="150" rx="12" fill="none" stroke="${C.pink}" stroke-opacity="0.6" stroke-width="2"/></g>`;
  s += `<g transform="translate(60 150) rotate(-6)"><rect x="6" y="10" width="360" height="150" rx="12" fill="#000" opacity="0.5" filter="url(#${p}sh)"/>${ticket(
    p,
    'a',
    C.pink,
    '#1a0010',
    'ARIA MONROE',
    'WORLD TOUR · GA',
  )}</g>`;
  s += vignette(p, W, H, 0.5);
  return s;
}

// ---------------------------------------------------------------- events (1280 x 720)

function ledWall(p, W, H) {
  const x0 = W * 0.22;
  const x1 = W * 0.78;
  const y0 = H * 0.12;
  const y1 = H * 0.56;
  const cols = 28;
  const rows = 13;
  const cw = (x1 - x0) / cols;
  const ch = (y1 - y0) / rows;
  let cells = '';
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const u = (i + 0.5) / cols - 0.5;
      const v = (j + 0.5) / rows - 0.5;
      const ring = Math.abs(Math.hypot(u * 1.8, v * 1.2) - 0.28);
      const glow = Math.max(0, 1 - ring * 9);
      const wave = 0.5 + 0.5 * Math.sin(i * 0.5 - j * 0.6);
      const a = 0.08 + glow * 0.85 + wave * 0.08;
      cells += `<rect x="${f(x0 + i * cw + 1)}" y="${f(y0 + j * ch + 1)}" width="${f(cw - 2)}" height="${f(ch - 2)}" fill="${
        glow > 0.5 ? '#ffd1e4' : C.pink
      }" opacity="${f(Math.min(1, a))}"/>`;
    }
  }
  return `<rect x="${f(x0 - 6)}" y="${f(y0 - 6)}" width="${f(x1 - x0 + 12)}" height="${f(y1 - y0 + 12)}" fill="#050507"/>${cells}
  <rect x="${f(W * 0.06)}" y="${f(H * 0.18)}" width="${f(W * 0.1)}" height="${f(H * 0.42)}" fill="#0a0810"/><rect x="${f(W * 0.84)}" y="${f(H * 0.18)}" width="${f(W * 0.1)}" height="${f(H * 0.42)}" fill="#0a0810"/>
  ${glowBlob(p, 'led', W / 2, (y0 + y1) / 2, W * 0.3, H * 0.22, C.pink, 0.3, 60)}`;
}

function co2(p, x, y, h) {
  return `<defs>${lin(`${p}co2`, [
    [0, '#fff', 0],
    [0.4, '#fff', 0.35],
    [1, '#fff', 0.8],
  ])}${blurF(`${p}co2b`, 14)}</defs><polygon points="${f(x - 8)},${f(y)} ${f(x + 8)},${f(y)} ${f(x + 50)},${f(y - h)} ${f(
    x - 50,
  )},${f(y - h)}" fill="url(#${p}co2)" filter="url(#${p}co2b)"/>`;
}

function curtains(p, W, H) {
  let s = `<defs>${lin(
    `${p}cur`,
    [
      [0, '#2a0718'],
      [0.5, '#6e1244'],
      [1, '#2a0718'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}</defs>`;
  const n = 18;
  const cw = W / n;
  for (let i = 0; i < n; i++) {
    s += `<rect x="${f(i * cw)}" y="0" width="${f(cw + 1)}" height="${f(H * 0.72)}" fill="url(#${p}cur)"/>`;
  }
  s += `<path d="M 0 0 L ${W} 0 L ${W} ${f(H * 0.1)} C ${f(W * 0.75)} ${f(H * 0.16)} ${f(W * 0.25)} ${f(H * 0.16)} 0 ${f(
    H * 0.1,
  )} Z" fill="#3a0a22"/>`;
  return s;
}

function rings(p, W, H) {
  return `<defs>${blurF(`${p}rg`, 10)}${blurF(`${p}rg2`, 30)}</defs>
  <g fill="none">
    <circle cx="${W * 0.43}" cy="${H * 0.33}" r="${H * 0.2}" stroke="${C.pink}" stroke-width="30" opacity="0.4" filter="url(#${p}rg2)"/>
    <circle cx="${W * 0.57}" cy="${H * 0.33}" r="${H * 0.2}" stroke="${C.violet}" stroke-width="30" opacity="0.45" filter="url(#${p}rg2)"/>
    <circle cx="${W * 0.43}" cy="${H * 0.33}" r="${H * 0.2}" stroke="${C.pink}" stroke-width="10" filter="url(#${p}rg)"/>
    <circle cx="${W * 0.57}" cy="${H * 0.33}" r="${H * 0.2}" stroke="${C.violet}" stroke-width="10" filter="url(#${p}rg)"/>
    <circle cx="${W * 0.43}" cy="${H * 0.33}" r="${H * 0.2}" stroke="#ffe0ee" stroke-width="3"/>
    <circle cx="${W * 0.57}" cy="${H * 0.33}" r="${H * 0.2}" stroke="#e4dcff" stroke-width="3"/>
  </g>`;
}

function palm(x, y, h, lean) {
  const tx = x + lean;
  const ty = y - h;
  let s = `<path d="M ${f(x - h * 0.03)} ${y} Q ${f(x + lean * 0.2)} ${f(y - h * 0.5)} ${f(tx)} ${f(ty)} L ${f(tx + h * 0.02)} ${f(ty + 4)} Q ${f(x + lean * 0.25 + h * 0.03)} ${f(y - h * 0.5)} ${f(x + h * 0.03)} ${y} Z"/>`;
  const fr = [
    [-1, -0.1],
    [-0.8, 0.4],
    [-0.4, 0.7],
    [0.3, 0.75],
    [0.8, 0.4],
    [1, -0.05],
    [0.1, -0.35],
  ];
  for (const [dx, dy] of fr) {
    const ex = tx + dx * h * 0.38;
    const ey = ty + dy * h * 0.3;
    const mx = tx + dx * h * 0.2;
    const my = ty - h * 0.1 + dy * h * 0.05;
    s += `<path d="M ${f(tx)} ${f(ty)} Q ${f(mx)} ${f(my - h * 0.04)} ${f(ex)} ${f(ey)} Q ${f(mx)} ${f(my + h * 0.05)} ${f(tx)} ${f(ty + 3)} Z"/>`;
  }
  return s;
}

function desert(p, W, H) {
  const r = rng('event-desert');
  let s = `<defs>${lin(`${p}dsky`, [
    [0, '#0b0816'],
    [0.45, '#2a1048'],
    [0.72, '#9a1d62'],
    [0.82, '#ff5fa2'],
    [1, '#1a0a18'],
  ])}${blurF(`${p}dg`, 3)}</defs><rect width="${W}" height="${H}" fill="url(#${p}dsky)"/>`;
  s += specks(r, 70, 0, 0, W, H * 0.35, { rmin: 0.6, rmax: 1.6, amax: 0.8 });
  s += `<circle cx="${W * 0.7}" cy="${H * 0.66}" r="${H * 0.1}" fill="#ffd1e4" opacity="0.9"/>`;
  const ridge = (base, amp, seed, col) => {
    const rr = rng(seed);
    let d = `M 0 ${H}`;
    for (let x = 0; x <= W; x += 40)
      d += ` L ${x} ${f(base - Math.abs(Math.sin(x * 0.004 + rr() * 0.3)) * amp - rr() * amp * 0.3)}`;
    return `<path d="${d} L ${W} ${H} Z" fill="${col}"/>`;
  };
  s += ridge(H * 0.7, H * 0.12, 'm1', '#3a1240');
  s += ridge(H * 0.76, H * 0.08, 'm2', '#1c0a22');
  // ferris wheel
  const fx = W * 0.28;
  const fy = H * 0.46;
  const fr = H * 0.27;
  let wheel = `<g stroke="#07050a" stroke-width="5" fill="none"><circle cx="${fx}" cy="${fy}" r="${fr}"/><circle cx="${fx}" cy="${fy}" r="${f(fr * 0.92)}" stroke-width="2"/>`;
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    wheel += `<line x1="${fx}" y1="${fy}" x2="${f(fx + Math.cos(a) * fr)}" y2="${f(fy + Math.sin(a) * fr)}" stroke-width="2"/>`;
  }
  wheel += `<path d="M ${f(fx - fr * 0.55)} ${H * 0.9} L ${fx} ${fy} L ${f(fx + fr * 0.55)} ${H * 0.9}" stroke-width="8"/></g>`;
  for (let i = 0; i < 32; i++) {
    const a = (i / 32) * Math.PI * 2;
    wheel += `<circle cx="${f(fx + Math.cos(a) * fr)}" cy="${f(fy + Math.sin(a) * fr)}" r="3.5" fill="${i % 2 ? '#ffd1e4' : C.pink}"/>`;
  }
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2 + 0.1;
    wheel += `<rect x="${f(fx + Math.cos(a) * fr - 9)}" y="${f(fy + Math.sin(a) * fr + 4)}" width="18" height="14" rx="3" fill="#07050a"/>`;
  }
  s += `<g filter="url(#${p}dg)" opacity="0.55">${wheel.replace(/#07050a/g, C.pink)}</g>${wheel}`;
  s += `<g fill="#050407">${palm(W * 0.08, H * 0.95, H * 0.62, 40)}${palm(W * 0.16, H * 0.95, H * 0.48, -30)}${palm(
    W * 0.9,
    H * 0.95,
    H * 0.66,
    -50,
  )}${palm(W * 0.55, H * 0.86, H * 0.32, 20)}</g>`;
  s += crowd(rng('desert-crowd'), W, H * 0.93, { size: H * 0.045, hands: 0.3, phones: 0.1 });
  s += vignette(p, W, H, 0.6);
  return s;
}

function arena(p, W, H) {
  const r = rng('event-arena');
  let s = `<rect width="${W}" height="${H}" fill="#07060a"/>`;
  s += glowBlob(p, 'a', W / 2, H * 0.5, W * 0.45, H * 0.3, C.violet, 0.28, 70);
  // tiers of phone lights along ellipses
  for (let t = 0; t < 9; t++) {
    const ry = H * 0.16 + t * H * 0.045;
    const rx = W * 0.34 + t * W * 0.06;
    const cy = H * 0.5;
    const n = 70 + t * 22;
    for (let i = 0; i < n; i++) {
      const a = Math.PI * (0.02 + 0.96 * (i / n)) + between(r, -0.01, 0.01);
      if (r() < 0.45) continue;
      const x = W / 2 + Math.cos(a + Math.PI) * rx;
      const y = cy - Math.sin(a) * ry;
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(between(r, 0.8, 2) + t * 0.15)}" fill="${
        r() < 0.8 ? '#fff4fa' : C.pink
      }" opacity="${f(between(r, 0.3, 0.95))}"/>`;
    }
  }
  s += stageScene(`${p}s`, W, H, 'event-arena-stage', {
    floorY: H * 0.66,
    fig: { x: W / 2, scale: H * 0.2 },
    beams: 8,
    beamAlpha: 0.45,
    sky: [
      [0, '#000', 0],
      [1, '#000', 0],
    ],
    crowdRows: [
      { y: H * 0.86, size: H * 0.035, hands: 0.3, fill: '#0c0910', phones: 0.15 },
      { y: H * 0.98, size: H * 0.055, hands: 0.3, phones: 0.1 },
    ],
  });
  return s;
}

function lasers(p, W, H) {
  const r = rng('event-lasers');
  let s = `<rect width="${W}" height="${H}" fill="#060509"/>`;
  s += glowBlob(p, 'a', W / 2, H * 0.55, W * 0.5, H * 0.25, C.pink, 0.25, 70);
  s += `<defs>${blurF(`${p}lz`, 3)}${rad(
    `${p}ball`,
    [
      [0, '#ffffff'],
      [0.5, '#b9b0d6'],
      [1, '#2a2438'],
    ],
    { cx: 0.35, cy: 0.35, r: 0.7 },
  )}</defs>`;
  let lz = '';
  const ox = W / 2;
  const oy = H * 0.6;
  for (let i = 0; i < 26; i++) {
    const a = -Math.PI * (0.05 + 0.9 * (i / 25)) + between(r, -0.02, 0.02);
    lz += `<line x1="${ox}" y1="${oy}" x2="${f(ox + Math.cos(a) * W)}" y2="${f(oy + Math.sin(a) * W)}" stroke="${
      i % 3 === 0 ? C.violet : C.pink
    }" stroke-width="${f(between(r, 1.2, 2.6))}" opacity="${f(between(r, 0.45, 0.9))}"/>`;
  }
  s += `<g filter="url(#${p}lz)">${lz}</g><g opacity="0.8">${lz}</g>`;
  s += `<circle cx="${ox}" cy="${oy}" r="18" fill="#fff"/>`;
  s += lamp(p, 'o', ox, oy, 16, C.pink);
  // mirror ball
  const bx = W * 0.8;
  const by = H * 0.18;
  s += `<line x1="${bx}" y1="0" x2="${bx}" y2="${by - 44}" stroke="#333" stroke-width="2"/>`;
  s += `<circle cx="${bx}" cy="${by}" r="46" fill="url(#${p}ball)"/>`;
  for (let i = 0; i < 40; i++) {
    const a = between(r, 0, Math.PI * 2);
    const d = between(r, 60, 420);
    s += `<circle cx="${f(bx + Math.cos(a) * d)}" cy="${f(by + Math.sin(a) * d * 0.6)}" r="${f(between(r, 1, 2.6))}" fill="#fff" opacity="${f(between(r, 0.3, 0.9))}"/>`;
  }
  s += specks(r, 60, 0, 0, W, H * 0.8, { amax: 0.3 });
  s += crowd(rng('laser-crowd'), W, H * 0.9, {
    size: H * 0.05,
    hands: 0.45,
    phones: 0.06,
    fill: '#050407',
  });
  s += vignette(p, W, H, 0.7);
  return s;
}

function events(n, p) {
  const W = 1280;
  const H = 720;
  switch (n) {
    case 1:
      return stageScene(p, W, H, 'event-1', {
        floorY: H * 0.64,
        fig: { x: W / 2, scale: H * 0.24 },
        beams: 9,
        backdrop: ledWall(p, W, H),
        front: co2(`${p}a`, W * 0.3, H * 0.64, H * 0.5) + co2(`${p}b`, W * 0.7, H * 0.64, H * 0.5),
        crowdRows: [
          { y: H * 0.78, size: H * 0.024, hands: 0.4, fill: '#160d1a', phones: 0.1 },
          { y: H * 0.86, size: H * 0.034, hands: 0.4, fill: '#0c0810', phones: 0.1 },
          { y: H * 0.97, size: H * 0.055, hands: 0.45, phones: 0.05 },
        ],
      });
    case 2:
      return stageScene(p, W, H, 'event-2', {
        floorY: H * 0.72,
        fig: { x: W * 0.5, scale: H * 0.44, flip: true },
        beams: 0,
        warm: true,
        backdrop: curtains(p, W, H),
        crowdRows: [{ y: H * 0.95, size: H * 0.06, hands: 0.05, phones: 0.04 }],
        front: range(7)
          .map((i) => lamp(`${p}c`, i, W * (0.08 + i * 0.14), H * 0.9, 3, '#ffb3d3'))
          .join(''),
      });
    case 3:
      return stageScene(p, W, H, 'event-3', {
        floorY: H * 0.68,
        fig: { x: W / 2, scale: H * 0.26, flip: true },
        beams: 6,
        backdrop: rings(p, W, H),
        sky: [
          [0, '#120a26'],
          [0.6, '#2a1040'],
          [1, C.bg],
        ],
        crowdRows: [
          { y: H * 0.82, size: H * 0.03, hands: 0.35, fill: '#140c1c', phones: 0.1 },
          { y: H * 0.96, size: H * 0.055, hands: 0.4, phones: 0.06 },
        ],
      });
    case 4:
      return desert(p, W, H);
    case 5:
      return arena(p, W, H);
    default:
      return lasers(p, W, H);
  }
}

// ---------------------------------------------------------------- carousel (800 x 600)

function memberCard(p, id, x, y, rot, strong) {
  const w = 440;
  const h = 278;
  return `<defs>${lin(
    `${p}cf${id}`,
    strong
      ? [
          [0, '#24202e'],
          [1, '#111018'],
        ]
      : [
          [0, '#3a0c26'],
          [1, '#17080f'],
        ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}${lin(
    `${p}holo${id}`,
    [
      [0, C.pink, 0],
      [0.35, C.pink, 0.5],
      [0.55, '#ffffff', 0.35],
      [0.7, C.violet, 0.5],
      [1, C.violet, 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  )}</defs>
  <g transform="translate(${x} ${y}) rotate(${rot})">
    <rect x="10" y="18" width="${w}" height="${h}" rx="22" fill="#000" opacity="0.55" filter="url(#${p}cs)"/>
    <rect width="${w}" height="${h}" rx="22" fill="url(#${p}cf${id})" stroke="#ffffff" stroke-opacity="0.14" stroke-width="2"/>
    ${strong ? `<path d="M 200 0 L 300 0 L 120 ${h} L 20 ${h} Z" fill="url(#${p}holo${id})" opacity="0.7"/>` : ''}
    ${strong ? monogramPath(56, 56, 44, C.pink) : ''}
    ${strong ? text(w - 28, 62, 'FANCLUB', { size: 20, weight: 'bold', ls: 6, anchor: 'end', fill: C.pink }) : ''}
    ${strong ? `<rect x="32" y="108" width="52" height="40" rx="7" fill="#c9b27a" opacity="0.85"/><path d="M 32 128 L 84 128 M 58 108 L 58 148" stroke="#7a6840" stroke-width="1.5"/>` : ''}
    ${strong ? text(32, 214, 'ARIA MONROE', { size: 30, weight: 'bold', ls: 3, anchor: 'start' }) : ''}
    ${strong ? text(32, 246, 'MEMBER  ·  No. 000 001', { size: 14, ls: 3, anchor: 'start', fill: '#b9b9c8' }) : ''}
  </g>`;
}

function carousel(n, p) {
  const W = 800;
  const H = 600;
  if (n === 1) {
    let s = `<defs>${rad(`${p}bg`, [
      [0, '#1e1230'],
      [1, C.bg],
    ])}${blurF(`${p}cs`, 16)}</defs><rect width="${W}" height="${H}" fill="url(#${p}bg)"/>`;
    s += glowBlob(p, 'a', 420, 300, 300, 180, C.pink, 0.3, 60);
    s += glowBlob(p, 'b', 250, 200, 200, 140, C.violet, 0.35, 60);
    s += specks(rng('carousel-card'), 40, 0, 0, W, H, { amax: 0.5 });
    s += memberCard(p, 'b', 230, 110, 9, false);
    s += memberCard(p, 'a', 150, 170, -7, true);
    return s + vignette(p, W, H, 0.6);
  }
  if (n === 2) return liveThumb(p, W, H, 'carousel-live');
  // merch arrangement
  let s = `<defs>${rad(
    `${p}bg`,
    [
      [0, '#31313b'],
      [0.6, '#1f1f27'],
      [1, '#131318'],
    ],
    { cy: 0.45, r: 0.75 },
  )}${blurF(`${p}sh`, 20)}</defs><rect width="${W}" height="${H}" fill="url(#${p}bg)"/>`;
  s += glowBlob(p, 'a', 400, 250, 320, 160, C.pink, 0.12, 70);
  s += `<ellipse cx="400" cy="540" rx="340" ry="26" fill="#000" opacity="0.5" filter="url(#${p}sh)"/>`;
  s += `<g transform="translate(-20 90) scale(0.62)">${hoodie(
    `${p}h`,
    '#19191e',
    printLabel([
      [385, 'GIRLS', 30, C.pink, 6],
      [421, 'NEED', 30, C.pink, 6],
      [457, 'LOVE', 30, C.pink, 6],
    ]),
  )}</g>`;
  s += `<g transform="translate(330 70) scale(0.62)">${tee(`${p}t`, '#eeeef2', {
    dark: false,
    print: printLabel([
      [300, 'new baby', 40, C.pink, 0],
      [326, 'ARIA MONROE', 13, '#2a2a33', 5],
    ]),
  })}</g>`;
  s += `<g transform="translate(225 170) scale(0.5)">${tote(`${p}b`, '#131317')}</g>`;
  return s + vignette(p, W, H, 0.5);
}

// ---------------------------------------------------------------- placeholders

function avatarPlaceholder(p) {
  return `<defs>${lin(`${p}bg`, [
    [0, '#1c1c26'],
    [1, '#121218'],
  ])}</defs><rect width="256" height="256" fill="url(#${p}bg)"/>
  <circle cx="128" cy="104" r="44" fill="#34343f"/>
  <path d="M 44 256 C 48 190 88 164 128 164 C 168 164 208 190 212 256 Z" fill="#34343f"/>`;
}

function placeholder(p) {
  return `<defs>${rad(`${p}bg`, [
    [0, '#1a1a22'],
    [1, '#101015'],
  ])}</defs><rect width="800" height="800" fill="url(#${p}bg)"/>
  <g fill="none" stroke="#34343f" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">
    <rect x="310" y="320" width="180" height="150" rx="18"/>
    <path d="M 322 450 L 380 392 L 420 432 L 446 406 L 478 440"/>
  </g>
  <circle cx="440" cy="366" r="14" fill="#34343f"/>`;
}

// ---------------------------------------------------------------- catalogue

function scenes() {
  const list = [];
  const add = (name, w, h, body, widths) => list.push({ name, w, h, body, widths });
  add(
    'hero',
    1600,
    1000,
    stageScene('h', 1600, 1000, 'hero', {
      floorY: 790,
      fig: { x: 800, scale: 470 },
      beams: 6,
      crowdRows: [
        { y: 900, size: 30, hands: 0.2, phones: 0.08, fill: '#0c0910' },
        { y: 985, size: 56, hands: 0.22, phones: 0.05 },
      ],
    }),
    [800, 1600],
  );
  albums.forEach((art, i) => add(`album-${i + 1}`, 800, 800, art('c'), [400, 800]));
  add('video-1', 1280, 720, studioSession('v'), [640, 1280]);
  add('video-2', 1280, 720, liveThumb('v', 1280, 720, 'video-live'), [640, 1280]);
  [clipBackstage, clipSoundcheck, clipRehearsal, clipTourDiary].forEach((fn, i) =>
    add(`clip-${i + 1}`, 480, 600, fn('k'), [480]),
  );
  [newsWave, newsTour, newsTickets].forEach((fn, i) =>
    add(`news-${i + 1}`, 640, 360, fn('n'), [640]),
  );
  range(6).forEach((i) => add(`event-${i + 1}`, 1280, 720, events(i + 1, 'e'), [640, 1280]));
  range(3).forEach((i) => add(`carousel-${i + 1}`, 800, 600, carousel(i + 1, 'r'), [800]));
  products.forEach((fn, i) => add(`product-${i + 1}`, 800, 800, fn('p'), [400, 800]));
  add('avatar-placeholder-256', 256, 256, avatarPlaceholder('a'), null);
  add('placeholder-800', 800, 800, placeholder('q'), null);
  return list;
}

// ---------------------------------------------------------------- app icons

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

async function icons() {
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

// ---------------------------------------------------------------- landing loop video

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

async function landingVideo() {
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
    const mp4 = join(MEDIA, 'landing-loop.mp4');
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
    const webm = join(MEDIA, 'landing-loop.webm');
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

// ---------------------------------------------------------------- main

async function main() {
  const only = process.argv[2] ? new RegExp(process.argv[2]) : null;
  mkdirSync(MEDIA, { recursive: true });
  for (const s of scenes()) {
    if (only && !only.test(s.name)) continue;
    await emit(s.name, s.w, s.h, s.body, s.widths);
  }
  if (!only || only.test('icons')) await icons();
  if (!only || only.test('landing')) await landingVideo();
  writeFileSync(
    join(MEDIA, 'README.md'),
    'The images (*.webp, *.avif) and landing-loop video here are original artwork generated by `node scripts/generate-media.mjs` (no third-party assets); regenerate instead of editing.\n',
  );

  const width = Math.max(...written.map((w) => w.file.length));
  let total = 0;
  console.log(`${'file'.padEnd(width)}  ${'bytes'.padStart(9)}  ${'KB'.padStart(7)}`);
  for (const { file, bytes } of written) {
    total += bytes;
    console.log(
      `${file.padEnd(width)}  ${String(bytes).padStart(9)}  ${(bytes / 1024).toFixed(1).padStart(7)}`,
    );
  }
  console.log(
    `${'total'.padEnd(width)}  ${String(total).padStart(9)}  ${(total / 1024).toFixed(1).padStart(7)}  (${written.length} files)`,
  );
}

await main();
