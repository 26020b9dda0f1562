import { urlSigner } from '../../lib/signed-url';

const DAY_MS = 86_400_000;
const PREFIX = 'mg.';

/**
 * Meet & greet pass codes: `mg.<entry id>.<expiry>.<HMAC>`, signed with their own purpose so a
 * ticket code can never pass for one (and the `mg.` prefix lets the door scanner route it). The
 * HMAC covers the entry and its member; valid until a day after the show.
 */
export function passCodes(secret: string, now: () => Date) {
  const signer = urlSigner(secret, 'meet-greet');
  const resource = (entryId: string, userId: string) => `${entryId}:${userId}`;
  const parts = (code: string) =>
    (code.startsWith(PREFIX) ? code.slice(PREFIX.length) : '').split('.');
  return {
    mint(entryId: string, userId: string, lastDay: Date): string {
      const at = now().getTime();
      const ttl = Math.floor((lastDay.getTime() + DAY_MS - at) / 1000);
      const { exp, sig } = signer.sign(resource(entryId, userId), ttl, at);
      return `${PREFIX}${entryId}.${exp}.${sig}`;
    },
    /** The entry a code names, before anything is checked (its member comes from the database). */
    entryIdOf: (code: string): string => parts(code)[0] ?? '',
    valid(code: string, userId: string): boolean {
      const [id, exp, sig] = parts(code);
      if (!id || !exp || !sig) return false;
      return signer.verify(resource(id, userId), Number(exp), sig, now().getTime());
    },
  };
}
export type PassCodes = ReturnType<typeof passCodes>;
