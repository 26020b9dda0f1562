import { z } from 'zod';

/** An image as the API describes it: a fallback URL with its intrinsic size, plus modern sources. */
export const ImageAsset = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  sources: z
    .array(z.object({ type: z.enum(['image/avif', 'image/webp']), srcSet: z.string() }))
    .default([]),
});
export type ImageAsset = z.infer<typeof ImageAsset>;

/**
 * Describes one of the generated images under /media (see scripts/generate-media.mjs), which exist
 * as `{name}-{width}.{avif,webp}` for each listed width.
 */
export function generatedImage(name: string, widths: readonly number[], aspect: number): ImageAsset {
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
