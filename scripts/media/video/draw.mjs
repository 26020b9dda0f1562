// Helpers for video scenes: SVG sprites (blobs, beams) and ffmpeg expressions (periodic motion, fades).

export const f2 = (n) => Math.round(n * 100) / 100;

export const svg = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
export const blurF = (id, sd) =>
  `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
const stops = (list) =>
  list
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('');
export const linG = (id, list, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`;
export const radG = (id, list, cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`;

/** A soft coloured blob on a transparent canvas, for drifting glows. */
export const blob = (w, h, color, opacity, sd) =>
  svg(
    w,
    h,
    `<ellipse cx="${w / 2}" cy="${h / 2}" rx="${w / 2 - sd * 2.2}" ry="${h / 2 - sd * 2.2}" fill="${color}" opacity="${opacity}" filter="url(#b)"/>`,
    blurF('b', sd),
  );

/** A light beam with its apex at the centre of an S x S canvas, pointing down (rotate the canvas to aim it). */
export const beam = (S, color, halfWidth, strength = 1, soft = 8) =>
  svg(
    S,
    S,
    `<polygon points="${S / 2 - 3},${S / 2} ${S / 2 + 3},${S / 2} ${S / 2 + halfWidth},${S} ${S / 2 - halfWidth},${S}" fill="url(#g)" filter="url(#b)"/>`,
    `<linearGradient id="g" x1="0" y1="${S / 2}" x2="0" y2="${S}" gradientUnits="userSpaceOnUse">${stops(
      [
        [0, '#ffffff', 0.8 * strength],
        [0.07, color, 0.6 * strength],
        [0.55, color, 0.2 * strength],
        [1, color, 0],
      ],
    )}</linearGradient>${blurF('b', soft)}`,
  );

export const periodic = (T, k = 1, ph = 0) => `sin(2*PI*${k}*t/${T}+${ph})`;
export const fadeIn = (d, dur = 0.8) => `clip((t-${d})/${dur},0,1)`;
export const slideY = (y, d, dist = 26) => `${y}+${dist}*pow(1-clip((t-${d})/0.9,0,1),3)`;
/** Letter-spaced capitals (thin spaces between letters), the UI's label style. */
export const spaced = (s) =>
  s
    .toUpperCase()
    .split(' ')
    .map((w) => [...w].join('\u2009'))
    .join('\u2002\u2002');

/** Shared: fade the whole picture in from black over the first half second. */
export const FADE = 'fade=t=in:st=0:d=0.5';
