// The membership card on Profile and the staff check of its QR code at the door.
import { z } from 'zod';
import { ROLES, TIERS } from '../roles';
import { Timestamp } from './common';

/** `FC1.<member number>.<expiry>.<HMAC>`: minted by the server only, so staff can trust a scan. */
export const MEMBERSHIP_CODE_PATTERN = /^FC1\.\d{1,10}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/;
export const INVALID_MEMBERSHIP_CODE = 'This is not a valid membership code.';
export const EXPIRED_MEMBERSHIP_CODE =
  'This membership code has expired. Ask the member to reopen their card.';

export const MembershipCard = z.object({
  memberNumber: z.number().int().positive(),
  memberSince: Timestamp,
  tier: z.enum(TIERS),
  /** What the QR code carries; refreshed whenever the card is fetched. */
  code: z.string(),
  codeExpiresAt: Timestamp,
});
export type MembershipCard = z.infer<typeof MembershipCard>;

export const VerifyMembershipBody = z.object({
  code: z.string().trim().max(200).regex(MEMBERSHIP_CODE_PATTERN, INVALID_MEMBERSHIP_CODE),
});
export type VerifyMembershipBody = z.infer<typeof VerifyMembershipBody>;

/** Who the scanned card belongs to, with the tier they hold now (not when the code was made). */
export const VerifiedMember = z.object({
  memberNumber: z.number().int().positive(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(ROLES),
  tier: z.enum(TIERS),
  memberSince: Timestamp,
});
export type VerifiedMember = z.infer<typeof VerifiedMember>;

/** 'No. 000042': the card's member number, zero-padded so every card looks alike. */
export function formatMemberNumber(memberNumber: number): string {
  return `No. ${String(memberNumber).padStart(6, '0')}`;
}
