// Thumbnails of the two public videos: the studio session and the live performance.
import { glowBlob, stageScene, vignette } from './stage.mjs';
import { blurF, f, lin } from './svg.mjs';
import { C } from '../palette.mjs';
import { between, rng } from '../../lib/seeded-random.mjs';

/** Perspective helper: u across (-1..1 at the near edge), v depth (0 near .. 1 far). */
export const perspective = (cx, yH, yN, spread, k) => (u, v) => {
  const z = 1 + k * v;
  return { x: cx + (u * spread) / z, y: yH + (yN - yH) / z, s: 1 / z };
};

export function studioSession(p) {
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

export function liveThumb(p, W, H, key) {
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
