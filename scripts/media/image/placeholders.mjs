// Avatar and image placeholders.
import { lin, rad } from './svg.mjs';

export function avatarPlaceholder(p) {
  return `<defs>${lin(`${p}bg`, [
    [0, '#1c1c26'],
    [1, '#121218'],
  ])}</defs><rect width="256" height="256" fill="url(#${p}bg)"/>
  <circle cx="128" cy="104" r="44" fill="#34343f"/>
  <path d="M 44 256 C 48 190 88 164 128 164 C 168 164 208 190 212 256 Z" fill="#34343f"/>`;
}

export function placeholder(p) {
  return `<defs>${rad(`${p}bg`, [
    [0, '#1a1a22'],
    [1, '#101015'],
  ])}</defs><rect width="800" height="800" fill="url(#${p}bg)"/>
  <g fill="none" stroke="#34343f" stroke-width="10" stroke-linejoin="round" stroke-linecap="round">
    <rect x="310" y="320" width="180" height="150" rx="18"/>
    <path d="M 322 450 L 380 392 L 420 432 L 446 406 L 478 440"/>
  </g>
  <circle cx="440" cy="366" r="14" fill="#34343f"/>`;
}
