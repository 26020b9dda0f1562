import { urlSigner } from '../../lib/signed-url';
import { INGEST_PLAYLIST } from './ingest/playlist';

/** How long a playback token works. The player fetches a new one well before (web: use-stream-playback). */
export const HLS_TOKEN_TTL_SECONDS = 5 * 60;
/**
 * Expiry times are rounded up to this step, so everyone who gets a token within the same step
 * gets the same URLs: a CDN in front then caches one copy of each segment per step, not per viewer.
 */
const EXPIRY_STEP_SECONDS = 60;

/** The token sits in the path (`/live/<id>/<exp>-<sig>/index.m3u8`), so relative segment URIs carry it too. */
const TOKEN = /^(\d{1,12})-([\w-]{20,128})$/;

/** `purpose` keeps live and replay tokens apart (a replay shares its stream's id); `base` is the URL's first part. */
export function hlsTokens(secret: string, { purpose = 'hls', base = '/live' } = {}) {
  const signer = urlSigner(secret, purpose);
  return {
    /** The signed playlist URL of a stream fed by our ingest. */
    playlistUrl(streamId: string, playlist = INGEST_PLAYLIST, now = Date.now()) {
      const nowSeconds = Math.floor(now / 1000);
      const exp =
        Math.ceil((nowSeconds + HLS_TOKEN_TTL_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      const { sig } = signer.sign(streamId, exp - nowSeconds, nowSeconds * 1000);
      return {
        url: `${base}/${streamId}/${exp}-${sig}/${playlist}`,
        expiresAt: new Date(exp * 1000).toISOString(),
      };
    },
    /** Whether a path token opens this stream's files now. */
    verify(streamId: string, token: string, now = Date.now()): boolean {
      const match = TOKEN.exec(token);
      return Boolean(match && signer.verify(streamId, Number(match[1]), match[2] ?? '', now));
    },
  };
}
