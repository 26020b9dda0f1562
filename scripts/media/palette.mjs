// The brand colours and DejaVu fonts every image, video and icon is drawn with.
export const C = {
  bg: '#0b0b10',
  bg2: '#14141c',
  pink: '#ff2e88',
  violet: '#7c5cff',
  white: '#ffffff',
  ink: '#050507',
};

/** Font families for SVG text (rendered by sharp through fontconfig). */
export const SANS = 'DejaVu Sans';
export const SERIF = 'DejaVu Serif';

/** Font files for ffmpeg's drawtext. */
const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
export const FONT = {
  bold: `${FONT_DIR}/DejaVuSans-Bold.ttf`,
  sans: `${FONT_DIR}/DejaVuSans.ttf`,
  light: `${FONT_DIR}/DejaVuSans-ExtraLight.ttf`,
  cond: `${FONT_DIR}/DejaVuSansCondensed-Bold.ttf`,
  mono: `${FONT_DIR}/DejaVuSansMono.ttf`,
  serifItalic: `${FONT_DIR}/DejaVuSerif-Italic.ttf`,
};
