// Renders SVG artwork to the .webp and .avif files the web serves, at each responsive width.
import { join } from 'node:path';
import sharp from 'sharp';
import { doc } from './svg.mjs';
import { PUBLIC_MEDIA } from '../paths.mjs';
import { record } from '../report.mjs';
import { rng } from '../../lib/seeded-random.mjs';

/**
 * Render an SVG design to .webp and .avif at each width.
 * name: base name; widths: list → `${name}-${w}`, or null → `${name}` at design width.
 */
export async function emit(name, vw, vh, body, widths) {
  const targets = widths ? widths.map((w) => [`${name}-${w}`, w]) : [[name, vw]];
  for (const [file, w] of targets) {
    await encode(sharp(Buffer.from(doc(vw, vh, body, w))), file);
  }
}

/**
 * Write `${file}.webp` and `${file}.avif`. A faint seeded luma grain is added first: it dithers
 * the long dark gradients so lossy encoders neither band nor block them, for ~3% more bytes.
 */
export async function encode(input, file) {
  const { data, info } = await input.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const r = rng(`grain-${file}`);
  const amp = 4;
  for (let i = 0; i < data.length; i += info.channels) {
    const n = Math.round((r() + r() - 1) * amp);
    for (let c = 0; c < 3; c++) data[i + c] = Math.max(0, Math.min(255, data[i + c] + n));
  }
  const img = sharp(data, { raw: info });
  const webp = join(PUBLIC_MEDIA, `${file}.webp`);
  const avif = join(PUBLIC_MEDIA, `${file}.avif`);
  await img.clone().webp({ quality: 70, effort: 6, smartSubsample: true }).toFile(webp);
  await img.clone().avif({ quality: 50, effort: 6, chromaSubsampling: '4:2:0' }).toFile(avif);
  record(webp);
  record(avif);
}
