// Members for admins (issue 33): the filters the list and the CSV export share, and a member's
// own data (download, delete).
import { z } from 'zod';
import { TIERS } from '../roles';

/**
 * A member's standing, from their profile tier and their subscriptions
 * (apps/server/src/features/accounts/member-filter-repository.ts):
 * paying (a live paid plan), past due, cancelled (a plan that ends or ended), complimentary (a
 * paid tier without a plan: granted by an admin), free.
 */
export const MEMBER_STATUSES = [
  'paying',
  'complimentary',
  'free',
  'past_due',
  'cancelled',
] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

const day = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' });

export const MemberFilters = z.object({
  q: z.string().trim().max(100).default(''),
  tier: z.enum(TIERS, { error: 'That is not a tier.' }).optional(),
  status: z.enum(MEMBER_STATUSES, { error: 'That is not a member status.' }).optional(),
  /** Joined on or after this day (UTC). */
  since: day.optional(),
  /** Joined on or before this day (UTC). */
  until: day.optional(),
  /** Two-letter country of the member's latest shipped-to address. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Enter a two-letter country code.')
    .transform((c) => c.toUpperCase())
    .optional(),
});
export type MemberFilters = z.infer<typeof MemberFilters>;

/** Typed to delete one's own account when no password is set (a social sign-in). */
export const DELETE_CONFIRMATION = 'DELETE';

export const DeleteAccountBody = z
  .object({
    password: z.string().max(200).optional(),
    confirm: z.string().max(20).optional(),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

export const DEMO_ACCOUNT_UNDELETABLE =
  'The demo accounts cannot be deleted: they are shared by everyone trying the club.';
export const WRONG_PASSWORD = 'That password is not right.';
export const CONFIRM_DELETE = `Type ${DELETE_CONFIRMATION} to confirm.`;
