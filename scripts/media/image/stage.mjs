// The concert stage the hero, live thumbnails, events and carousel share: singer silhouette, beams,
// lamps, haze specks and a crowd.
import { blurF, f, lin, rad } from './svg.mjs';
import { C } from '../palette.mjs';
import { between, range, rng } from '../../lib/seeded-random.mjs';

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
export function beam(p, i, sx, sy, tx, ty, hw, color, alpha, sd) {
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
export function lamp(p, i, x, y, r, color) {
  return `<defs>${rad(`${p}lg${i}`, [
    [0, C.white, 1],
    [0.18, C.white, 0.9],
    [0.35, color, 0.55],
    [1, color, 0],
  ])}</defs><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 5)}" fill="url(#${p}lg${i})"/>`;
}

/** Rows of audience silhouettes along baseY, optionally raising hands and phones. */
export function crowd(r, w, baseY, o = {}) {
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
export function specks(r, n, x0, y0, x1, y1, o = {}) {
  const { rmin = 0.8, rmax = 2.4, amax = 0.55, color = C.white } = o;
  let s = '';
  for (let i = 0; i < n; i++) {
    s += `<circle cx="${f(between(r, x0, x1))}" cy="${f(between(r, y0, y1))}" r="${f(
      between(r, rmin, rmax),
    )}" fill="${color}" opacity="${f(between(r, 0.08, amax))}"/>`;
  }
  return s;
}

export const vignette = (p, w, h, strength = 0.85) =>
  `<defs>${rad(
    `${p}vig`,
    [
      [0, '#000', 0],
      [0.55, '#000', 0],
      [1, '#000', strength],
    ],
    { r: 0.75 },
  )}</defs><rect width="${w}" height="${h}" fill="url(#${p}vig)"/>`;

export const glowBlob = (p, i, cx, cy, rx, ry, color, a, sd) =>
  `<defs>${blurF(`${p}gb${i}`, sd)}</defs><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${color}" opacity="${a}" filter="url(#${p}gb${i})"/>`;

/**
 * Concert stage: haze, truss lamps, beams, light pool, optional performer and audience.
 * Coordinates in w x h. Used by hero, live thumbnails, events and carousel.
 */
export function stageScene(p, w, h, key, o = {}) {
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
