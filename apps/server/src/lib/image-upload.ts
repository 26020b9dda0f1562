import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../plugins/errors';

// The avatar's words (spec), used for every image upload so members and staff read the same.
export const NOT_AN_IMAGE = 'Please select an image file';
export const TOO_LARGE = 'Image must be smaller than 5MB';
export const MISSING_FILE = "Please select a file and make sure you're logged in";

const RASTER_IMAGES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/tiff',
  'image/bmp',
]);

/**
 * The one file of a multipart request, read into memory. The size limit is the one given when
 * @fastify/multipart was registered; going over it answers TOO_LARGE.
 */
export async function readUploadedFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new HttpError(400, MISSING_FILE);
  try {
    const file = await req.file();
    if (!file) throw new HttpError(400, MISSING_FILE);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, TOO_LARGE);
    // A broken multipart body (no boundary, cut short) means no usable file arrived.
    throw new HttpError(400, MISSING_FILE);
  }
}

export interface ImageFit {
  width: number;
  height: number;
  /** cover crops to exactly width x height; inside keeps the aspect ratio within the box. */
  fit: 'cover' | 'inside';
}

/**
 * Trusts the bytes, not the name or the declared type: the magic bytes must say image, and sharp
 * must decode it. The result is a fresh WebP with no metadata (EXIF, GPS) carried over.
 */
export async function toCleanWebp(
  data: Buffer,
  size: ImageFit,
): Promise<{ data: Buffer; width: number; height: number }> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !RASTER_IMAGES.has(type.mime)) throw new HttpError(415, NOT_AN_IMAGE);
  try {
    const { data: webp, info } = await sharp(data, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(size.width, size.height, { fit: size.fit, withoutEnlargement: size.fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data: webp, width: info.width, height: info.height };
  } catch {
    throw new HttpError(415, NOT_AN_IMAGE);
  }
}

/** Pictures sent with a post or a support message: 1600 px covers 2x screens and a full-screen tap. */
const PICTURE_EDGE = 1600;

/**
 * The pictures of a form, each checked and re-encoded (toCleanWebp) before any is stored, so a
 * bad fourth file stores nothing of the first three; a file that is no image is a 400 naming it.
 */
export async function cleanPictures(
  files: Buffer[],
): Promise<{ data: Buffer; width: number; height: number }[]> {
  const clean = [];
  for (const [index, data] of files.entries()) {
    try {
      clean.push(
        await toCleanWebp(data, { width: PICTURE_EDGE, height: PICTURE_EDGE, fit: 'inside' }),
      );
    } catch (error) {
      // The file is not an image: a bad request, whatever name or type it was sent with.
      if (error instanceof HttpError)
        throw new HttpError(400, `${NOT_AN_IMAGE} (image ${index + 1}).`);
      throw error;
    }
  }
  return clean;
}
