// Landing carousel slides (800 x 600).
import { hoodie, monogramPath, printLabel, tee, tote } from './products.mjs';
import { glowBlob, specks, vignette } from './stage.mjs';
import { blurF, lin, rad, text } from './svg.mjs';
import { liveThumb } from './video-thumbnails.mjs';
import { C } from '../palette.mjs';
import { rng } from '../../lib/seeded-random.mjs';

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

export function carousel(n, p) {
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
