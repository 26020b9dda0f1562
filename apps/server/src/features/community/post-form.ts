import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ImageAsset } from '@fanclub/shared/media';
import type { CreatePostFields } from '@fanclub/shared/schemas/community';
import { CreatePostFields as Fields, POST_IMAGES_MAX } from '@fanclub/shared/schemas/community';
import { HttpError } from '../../plugins/errors';
import type { Storage } from '../../plugins/storage';
import { MISSING_FILE, NOT_AN_IMAGE, TOO_LARGE, toCleanWebp } from '../../lib/image-upload';

export const TOO_MANY_IMAGES = `A post can have at most ${POST_IMAGES_MAX} images.`;
/** Feed cards show images at most ~600 CSS px wide; 1600 covers 2x screens and a full-screen tap. */
const MAX_EDGE = 1600;
/** Far above 5,000 characters of any script in UTF-8; a longer field is refused, not cut. */
export const FIELD_MAX_BYTES = 64 * 1024;

export interface PostForm {
  fields: CreatePostFields;
  images: Buffer[];
}

const LIMIT_ERRORS: Record<string, [number, string]> = {
  FST_FILES_LIMIT: [400, TOO_MANY_IMAGES],
  FST_REQ_FILE_TOO_LARGE: [413, TOO_LARGE],
  FST_PARTS_LIMIT: [400, 'Too many form fields.'],
  FST_FIELDS_LIMIT: [400, 'Too many form fields.'],
};

/** The validation message in the same `field: problem` shape as the schema-checked routes. */
function fieldsOrThrow(raw: Record<string, string>): CreatePostFields {
  const parsed = Fields.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  const [field, problem] = Object.entries(fields)[0]!;
  throw new HttpError(400, `${field}: ${problem}`, fields);
}

/**
 * A new post's form (multipart/form-data: `text`, `visibility`, `title` and up to POST_IMAGES_MAX
 * files named `images`), or the same fields as JSON for a post without images. Files are read
 * into memory one by one under the multipart limits registered with the routes.
 */
export async function readPostForm(req: FastifyRequest): Promise<PostForm> {
  if (!req.isMultipart()) {
    const body = (req.body ?? {}) as Record<string, unknown>;
    return { fields: fieldsOrThrow(body as Record<string, string>), images: [] };
  }
  const raw: Record<string, string> = {};
  const images: Buffer[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(400, `${part.fieldname}: That is too long.`);
        if (typeof part.value === 'string') raw[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'images') {
        await part.toBuffer();
        throw new HttpError(400, 'Images are sent as files named images.');
      }
      if (images.length === POST_IMAGES_MAX) throw new HttpError(400, TOO_MANY_IMAGES);
      images.push(await part.toBuffer());
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const known = LIMIT_ERRORS[(error as { code?: string }).code ?? ''];
    if (known) throw new HttpError(known[0], known[1]);
    // A broken multipart body (no boundary, cut short): nothing usable arrived.
    throw new HttpError(400, MISSING_FILE);
  }
  return { fields: fieldsOrThrow(raw), images };
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
  const clean = [];
  for (const [index, data] of files.entries()) {
    try {
      clean.push(await toCleanWebp(data, { width: MAX_EDGE, height: MAX_EDGE, fit: 'inside' }));
    } catch (error) {
      // The file is not an image: a bad request, whatever name or type it was sent with.
      if (error instanceof HttpError)
        throw new HttpError(400, `${NOT_AN_IMAGE} (image ${index + 1}).`);
      throw error;
    }
  }
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
