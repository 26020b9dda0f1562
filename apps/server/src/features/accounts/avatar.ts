import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../../plugins/errors';

export const AVATAR_SIZE = 512;
export const NOT_AN_IMAGE = 'Please select an image file';
export const TOO_LARGE = 'Image must be smaller than 5MB';

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
 * Trusts the bytes, not the name or the declared type: the magic bytes must say image, and sharp
 * must decode it. The result is a fresh 512 px WebP with no metadata (EXIF, GPS) carried over.
 */
export async function toAvatarWebp(data: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !RASTER_IMAGES.has(type.mime)) throw new HttpError(415, NOT_AN_IMAGE);
  try {
    return await sharp(data, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new HttpError(415, NOT_AN_IMAGE);
  }
}
