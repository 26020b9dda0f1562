// Stage dressings the event images are built from: LED wall, curtains, desert, arena, lasers.
import { crowd, glowBlob, lamp, specks, stageScene, vignette } from './stage.mjs';
import { blurF, f, lin, rad } from './svg.mjs';
import { C } from '../palette.mjs';
import { between, rng } from '../../lib/seeded-random.mjs';

export function ledWall(p, W, H) {
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

export function co2(p, x, y, h) {
  return `<defs>${lin(`${p}co2`, [
    [0, '#fff', 0],
    [0.4, '#fff', 0.35],
    [1, '#fff', 0.8],
  ])}${blurF(`${p}co2b`, 14)}</defs><polygon points="${f(x - 8)},${f(y)} ${f(x + 8)},${f(y)} ${f(x + 50)},${f(y - h)} ${f(
    x - 50,
  )},${f(y - h)}" fill="url(#${p}co2)" filter="url(#${p}co2b)"/>`;
}

export function curtains(p, W, H) {
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

export function rings(p, W, H) {
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

export function desert(p, W, H) {
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

export function arena(p, W, H) {
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

export function lasers(p, W, H) {
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
