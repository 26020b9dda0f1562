import { createHash } from 'node:crypto';
import { urlSigner } from './signed-url';

const DAY_MS = 86_400_000;

/**
 * Door codes: `<ticket id>.<expiry>.<HMAC>`. The HMAC covers the ticket and its holder, so a
 * transfer (a new holder) makes every code shown before it invalid without storing anything;
 * only this server can mint one, and it stays valid until a day after the show. The expiry is
 * that fixed instant, so a ticket and holder have exactly one code: the door's offline list holds
 * its digest (ADR 025).
 */
export function ticketCodes(secret: string, now: () => Date) {
  const signer = urlSigner(secret, 'ticket');
  const resource = (ticketId: string, holderId: string) => `${ticketId}:${holderId}`;
  return {
    mint(ticketId: string, holderId: string, lastDay: Date): string {
      const at = now().getTime();
      const ttl = Math.floor((lastDay.getTime() + DAY_MS) / 1000) - Math.floor(at / 1000);
      const { exp, sig } = signer.sign(resource(ticketId, holderId), ttl, at);
      return `${ticketId}.${exp}.${sig}`;
    },
    /** The ticket id a code names, before anything is checked (the holder comes from the database). */
    ticketIdOf: (code: string): string => code.split('.')[0] ?? '',
    /** Whether `code` was minted for this ticket and holder and has not expired. */
    valid(code: string, holderId: string): boolean {
      const [id, exp, sig] = code.split('.');
      if (!id || !exp || !sig) return false;
      return signer.verify(resource(id, holderId), Number(exp), sig, now().getTime());
    },
  };
}
/** What the door's offline list stores of a code: its SHA-256, base64url (the phone hashes alike). */
export function codeDigest(code: string): string {
  return createHash('sha256').update(code).digest('base64url');
}

export type TicketCodes = ReturnType<typeof ticketCodes>;
