// News post images (640 x 360).
import { glowBlob, vignette } from './stage.mjs';
import { blurF, f, lin, rad, text } from './svg.mjs';
import { C } from '../palette.mjs';
import { between, range, rng } from '../../lib/seeded-random.mjs';

export function newsWave(p) {
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

export function newsTour(p) {
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

export function newsTickets(p) {
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
