import { join, normalize, sep } from 'node:path';
import { VIDEO_LINK_TTL_SECONDS } from '@fanclub/shared/limits';
import { urlSigner } from '../../lib/signed-url';

/**
 * Paid video files live under the server's media folder, never in the web's public one (which
 * ships in the build). The database stores them as a key such as `clips/clip-1.mp4`; anything
 * starting with `/` or a scheme is a public or external URL that is handed out as is.
 */
const MEDIA_KEY = /^[a-z0-9][\w-]*\/[\w-]+\.(mp4|webm)$/i;
export const isMediaKey = (url: string) => MEDIA_KEY.test(url);

export function videoFiles(secret: string, mediaRoot: string) {
  const signer = urlSigner(secret, 'video');
  return {
    /** What a viewer who may watch gets: a short-lived signed URL for a key, a public URL as is. */
    playableUrl(url: string, now = Date.now()): string {
      if (!isMediaKey(url)) return url;
      const { exp, sig } = signer.sign(url, VIDEO_LINK_TTL_SECONDS, now);
      return `/api/media/video/${url}?exp=${exp}&sig=${sig}`;
    },
    /** The file behind a signed URL, or null when the signature is wrong or expired. */
    pathFor(key: string, exp: number, sig: string): string | null {
      if (!isMediaKey(key) || !signer.verify(key, exp, sig)) return null;
      const root = normalize(mediaRoot);
      const path = normalize(join(root, key));
      return path.startsWith(root + sep) ? path : null;
    },
  };
}
export type VideoFiles = ReturnType<typeof videoFiles>;
