// Merch product shots (800 x 800): garments, tote, vinyl, the EP on a phone.
import { albumBloom, albumNeon, albumVelvet } from './albums.mjs';
import { blurF, f, lin, nest, rad, text } from './svg.mjs';
import { C } from '../palette.mjs';
import { range } from '../../lib/seeded-random.mjs';

const TEE =
  'M 335 150 C 360 190 440 190 465 150 L 577 180 L 690 268 L 635 352 L 562 303 L 564 668 C 455 682 345 682 236 668 L 238 303 L 165 352 L 110 268 L 223 180 Z';

export function tee(p, base, { dark = true, print = '' } = {}) {
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

export function hoodie(p, base, print = '') {
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

export function tote(p, base) {
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
export function monogramPath(cx, cy, h, color) {
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

export const printLabel = (lines) =>
  lines
    .map(([y, str, size, color, ls]) =>
      text(400, y, str, { size, weight: 'bold', ls, fill: color }),
    )
    .join('');

export const products = [
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
