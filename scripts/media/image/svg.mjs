// SVG building blocks for the artwork: number rounding, gradients, blur filters, text, documents.
import { C, SANS } from '../palette.mjs';

export const f = (n) => Math.round(n * 100) / 100;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export const blurF = (id, sd) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
const stopsOf = (stops) =>
  stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('');
export const lin = (id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = {}) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${
    user ? ' gradientUnits="userSpaceOnUse"' : ''
  }>${stopsOf(stops)}</linearGradient>`;
export const rad = (id, stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, user = false } = {}) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${fx !== undefined ? ` fx="${fx}"` : ''}${
    fy !== undefined ? ` fy="${fy}"` : ''
  }${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${stopsOf(stops)}</radialGradient>`;

export function text(x, y, str, o = {}) {
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
export const doc = (vw, vh, body, outW = vw) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${Math.round((outW * vh) / vw)}" viewBox="0 0 ${vw} ${vh}">${body}</svg>`;
/** Embed 800x800 art (e.g. an album cover) at x,y with the given size. */
export const nest = (art, x, y, size, vb = 800) =>
  `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${vb} ${vb}">${art}</svg>`;
