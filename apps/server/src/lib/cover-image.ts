import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ImageAsset } from '@fanclub/shared/media';
import { HttpError } from '../plugins/errors';
import { member } from './access';
import { readUploadedFile, toCleanWebp } from './image-upload';

// Cards and pages show covers at most ~800 CSS px wide; 1600 covers 2x screens.
const MAX_EDGE = 1600;

export interface CoverTarget {
  /** Storage key of the image: one file per entity, replaced by the next upload. */
  key: string;
  notFound: string;
  /** Whether the row exists and the caller may change it (throws its own 403/409 otherwise). */
  exists: () => Promise<boolean>;
  /** Writes the image to the row, with its audit entry; false when the row is gone. */
  save: (actorId: string, image: ImageAsset) => Promise<boolean>;
}

/**
 * A cover image (events, posts, scheduled lives) from a multipart upload: checked and re-encoded
 * (image-upload.ts), stored under the entity's own key and written to its row here, so the
 * create and update endpoints never take an image URL from the client: no way to point a card at
 * an arbitrary address. The route registers @fastify/multipart with its limits.
 */
export async function storeCoverImage(
  app: FastifyInstance,
  req: FastifyRequest,
  target: CoverTarget,
): Promise<ImageAsset> {
  const viewer = member(req);
  const data = await readUploadedFile(req);
  if (!(await target.exists())) throw new HttpError(404, target.notFound);
  const webp = await toCleanWebp(data, { width: MAX_EDGE, height: MAX_EDGE, fit: 'inside' });
  let url: string;
  try {
    url = await app.storage.put(target.key, webp.data, 'image/webp');
  } catch (error) {
    req.log.error({ err: error }, 'cover image upload failed');
    throw new HttpError(503, 'Failed to upload image. Please try again.');
  }
  const image: ImageAsset = { url, width: webp.width, height: webp.height, sources: [] };
  // Deleted while the upload ran: the row is gone, so nothing shows the stored file.
  const saved = await target.save(viewer.userId, image);
  if (!saved) throw new HttpError(404, target.notFound);
  return image;
}
