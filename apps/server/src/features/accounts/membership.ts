import { usernameFromEmail } from '@fanclub/shared/format';
import type { MembershipCard, VerifiedMember } from '@fanclub/shared/schemas/membership';
import {
  EXPIRED_MEMBERSHIP_CODE,
  INVALID_MEMBERSHIP_CODE,
} from '@fanclub/shared/schemas/membership';
import { urlSigner } from '../../lib/signed-url';
import { HttpError } from '../../plugins/errors';
import type { AccountsRepository } from './repository';

/**
 * A week: long enough that a card opened at home still scans at the venue with no signal, short
 * enough that a shared screenshot stops working. Staff see the name and photo to compare anyway.
 */
const CODE_TTL_SECONDS = 7 * 24 * 3600;

/** Membership cards: the signed code in the QR and the staff check of a scanned one. */
export function membershipService(
  repo: AccountsRepository,
  secret: string,
  now = () => Date.now(),
) {
  const signer = urlSigner(secret, 'membership-card');
  const resource = (memberNumber: number) => `member:${memberNumber}`;

  return {
    async card(userId: string): Promise<MembershipCard> {
      const row = await repo.membership(userId);
      if (!row) throw new HttpError(401, 'Please sign in to continue.');
      const { exp, sig } = signer.sign(resource(row.memberNumber), CODE_TTL_SECONDS, now());
      return {
        memberNumber: row.memberNumber,
        memberSince: row.memberSince.toISOString(),
        tier: row.tier,
        code: `FC1.${row.memberNumber}.${exp}.${sig}`,
        codeExpiresAt: new Date(exp * 1000).toISOString(),
      };
    },

    /** The code's shape is already checked by the body schema; here its signature and expiry. */
    async verify(code: string): Promise<VerifiedMember> {
      const [, number, exp, sig] = code.split('.');
      const memberNumber = Number(number);
      const expiry = Number(exp);
      if (!signer.verify(resource(memberNumber), expiry, sig ?? '', 0))
        throw new HttpError(400, INVALID_MEMBERSHIP_CODE);
      if (expiry < Math.floor(now() / 1000)) throw new HttpError(400, EXPIRED_MEMBERSHIP_CODE);
      const row = await repo.memberByNumber(memberNumber);
      if (!row) throw new HttpError(404, 'This membership no longer exists.');
      return {
        memberNumber,
        displayName: row.displayName?.trim() || usernameFromEmail(row.email),
        avatarUrl: row.avatarUrl,
        role: row.role,
        tier: row.tier,
        memberSince: row.memberSince.toISOString(),
      };
    },
  };
}
