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
