import type { ImageAsset } from './media';

// Kept apart from media.ts (which builds a zod schema) so the web app can describe its own
// generated images without shipping zod to the browser.

/**
 * Describes one of the generated images under /media (see scripts/generate-media.mjs), which exist
 * as `{name}-{width}.{avif,webp}` for each listed width.
 */
export function generatedImage(
  name: string,
  widths: readonly number[],
  aspect: number,
): ImageAsset {
  const sorted = [...widths].sort((a, b) => a - b);
  const largest = sorted[sorted.length - 1] ?? 800;
  const srcSet = (ext: string) => sorted.map((w) => `/media/${name}-${w}.${ext} ${w}w`).join(', ');
  return {
    url: `/media/${name}-${sorted[0] ?? largest}.webp`,
    width: largest,
    height: Math.round(largest / aspect),
    sources: [
      { type: 'image/avif', srcSet: srcSet('avif') },
      { type: 'image/webp', srcSet: srcSet('webp') },
    ],
  };
}
