import { toCleanWebp } from '../../lib/image-upload';

export { NOT_AN_IMAGE, TOO_LARGE } from '../../lib/image-upload';
export const AVATAR_SIZE = 512;

/** A fresh 512 px square WebP without metadata; refuses anything that is not really an image. */
export async function toAvatarWebp(data: Buffer): Promise<Buffer> {
  const { data: webp } = await toCleanWebp(data, {
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
    fit: 'cover',
  });
  return webp;
}
