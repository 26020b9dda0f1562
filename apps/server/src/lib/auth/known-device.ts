import { parseCookies } from 'better-auth/cookies';
import { urlSigner } from '../signed-url';

/** How long a browser stays known for an account after it last signed in there. */
const KNOWN_FOR_SECONDS = 180 * 24 * 60 * 60;

/**
 * Known devices (ADR 024): a browser that has signed in to an account carries a signed cookie
 * saying so, and is not held back when its address is (thousands of fans share a venue's one
 * Wi-Fi address, where a few dozen typos or one sprayer would otherwise keep everyone out).
 *
 * The cookie holds an expiry and an HMAC of the account's e-mail under the installation's
 * secret, never the e-mail itself: it proves "signed in here to the account typed now" and
 * nothing else. One account per browser (the last one signed in to); a stolen cookie only skips
 * the address's hold for that one account, while its per-account waits still apply.
 */
export function knownDevices(secret: string, isHttps: boolean) {
  const signer = urlSigner(secret, 'known-device');
  const name = isHttps ? '__Host-fanclub.known-device' : 'fanclub.known-device';
  const account = (email: string) => email.trim().toLowerCase();
  return {
    /** Whether this request's browser has signed in to `email` before (and not too long ago). */
    knows(cookieHeader: string | undefined, email: string): boolean {
      const value = parseCookies(cookieHeader ?? '').get(name);
      const [exp, sig] = value?.split('.') ?? [];
      return Boolean(exp && sig && signer.verify(account(email), Number(exp), sig));
    },
    /** The Set-Cookie header that makes this browser known for `email`. */
    cookieFor(email: string): string {
      const { exp, sig } = signer.sign(account(email), KNOWN_FOR_SECONDS);
      const secure = isHttps ? '; Secure' : '';
      return `${name}=${exp}.${sig}; Max-Age=${KNOWN_FOR_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`;
    },
  };
}
export type KnownDevices = ReturnType<typeof knownDevices>;
