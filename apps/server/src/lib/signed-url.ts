import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed URLs: whoever holds one may fetch that one resource until it expires, and
 * nothing else. Used so the full track's URL only ever reaches entitled listeners.
 */
export function urlSigner(secret: string, purpose: string) {
  const key = createHmac('sha256', secret).update(`fanclub:${purpose}`).digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    sign(resource: string, ttlSeconds: number, now = Date.now()) {
      const exp = Math.floor(now / 1000) + ttlSeconds;
      return { exp, sig: mac(`${resource}|${exp}`) };
    },
    verify(resource: string, exp: number, sig: string, now = Date.now()): boolean {
      if (!Number.isInteger(exp) || exp < Math.floor(now / 1000)) return false;
      const expected = Buffer.from(mac(`${resource}|${exp}`));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
export type UrlSigner = ReturnType<typeof urlSigner>;
