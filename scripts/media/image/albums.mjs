// Album covers (800 x 800).
import { specks } from './stage.mjs';
import { blurF, f, lin, rad, text } from './svg.mjs';
import { C, SERIF } from '../palette.mjs';
import { between, rng } from '../../lib/seeded-random.mjs';

export function albumVelvet(p) {
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

export function albumNeon(p) {
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

export function albumBloom(p) {
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

export const albums = [albumVelvet, albumNeon, albumMoon, albumBloom];
