import { randomBytes } from 'node:crypto';
import { urlSigner } from '../../lib/signed-url';

/** A tab keeps its id across reconnects for a day; after that it is simply issued a new one. */
const VIEWER_ID_TTL_SECONDS = 86_400;

/**
 * Anonymous viewers are identified by an id the server issues and signs, never one the client
 * makes up: an unsigned or forged id is replaced by a fresh one, so a script cannot pose as
 * someone else's tab. (How many viewers one address can add is bounded by the per-address
 * socket cap, LIVE_SOCKETS_PER_IP.)
 */
export function viewerIdentity(secret: string) {
  const signer = urlSigner(secret, 'live-viewer');
  return {
    /** The id in `token` if this server signed it and it has not expired; otherwise a new token. */
    resolve(token: string | undefined): { id: string; token: string; issued: boolean } {
      const [id, exp, sig] = (token ?? '').split('.');
      if (id && exp && sig && /^[\w-]{16,32}$/.test(id) && signer.verify(id, Number(exp), sig))
        return { id, token: token!, issued: false };
      const fresh = randomBytes(16).toString('base64url');
      const signed = signer.sign(fresh, VIEWER_ID_TTL_SECONDS);
      return { id: fresh, token: `${fresh}.${signed.exp}.${signed.sig}`, issued: true };
    },
  };
}
