// Thumbnails of the four exclusive clips (480 x 600).
import { beam, glowBlob, lamp, specks, vignette } from './stage.mjs';
import { blurF, f, lin, rad } from './svg.mjs';
import { perspective } from './video-thumbnails.mjs';
import { C } from '../palette.mjs';
import { between, range, rng } from '../../lib/seeded-random.mjs';

export function clipBackstage(p) {
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

export function clipSoundcheck(p) {
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

export function clipRehearsal(p) {
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

export function clipTourDiary(p) {
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
