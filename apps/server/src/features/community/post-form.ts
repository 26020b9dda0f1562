import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ImageAsset } from '@fanclub/shared/media';
import type { CreatePostFields } from '@fanclub/shared/schemas/community';
import { CreatePostFields as Fields, POST_IMAGES_MAX } from '@fanclub/shared/schemas/community';
import { HttpError } from '../../plugins/errors';
import type { Storage } from '../../plugins/storage';
import { readImageForm } from '../../lib/image-form';
import { cleanPictures } from '../../lib/image-upload';

export const TOO_MANY_IMAGES = `A post can have at most ${POST_IMAGES_MAX} images.`;

export interface PostForm {
  fields: CreatePostFields;
  images: Buffer[];
}

/**
 * A new post's form (multipart/form-data: `text`, `visibility`, `title` and up to POST_IMAGES_MAX
 * files named `images`), or the same fields as JSON for a post without images.
 */
export function readPostForm(req: FastifyRequest): Promise<PostForm> {
  return readImageForm(req, {
    schema: Fields,
    maxImages: POST_IMAGES_MAX,
    tooManyImages: TOO_MANY_IMAGES,
  });
}

/**
 * Every image checked and re-encoded before any is stored (magic bytes, decodable, metadata
 * stripped, as for avatars), so a bad fourth file stores nothing of the first three.
 */
export async function storePostImages(
  storage: Storage,
  log: FastifyBaseLogger,
  postId: string,
  files: Buffer[],
): Promise<ImageAsset[]> {
  const clean = await cleanPictures(files);
  try {
    return await Promise.all(
      clean.map(async (webp) => ({
        // A fresh name per upload: a stored file is never overwritten or guessed from the post.
        url: await storage.put(
          `post-images/${postId}/${randomUUID()}.webp`,
          webp.data,
          'image/webp',
        ),
        width: webp.width,
        height: webp.height,
        sources: [],
      })),
    );
  } catch (error) {
    log.error({ err: error }, 'post image upload failed');
    throw new HttpError(503, 'Failed to upload image. Please try again.');
  }
}
