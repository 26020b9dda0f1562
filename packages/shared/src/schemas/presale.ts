// VIP presale codes (issue 30). The presale is the VIP early window before general on-sale
// (VIP_EARLY_TICKET_HOURS); once the team issues codes for an event, buying in it needs one.
import { z } from 'zod';
import { EntityId } from './common';

export const PRESALE_CODE_NEEDED =
  'This presale needs a presale code. VIP members find theirs on their membership card.';
export const PRESALE_CODE_INVALID = 'This presale code is not valid for this event.';
export const PRESALE_CODE_USED = 'You have already used your presale code for this event.';
export const PRESALE_CODE_FULL = 'This presale code has been used as many times as it may be.';
export const PRESALE_NEEDS_ON_SALE_TIME =
  'Set when tickets go on sale first: the presale is the VIP early window before it.';
/** The most members one shared code may serve. */
export const PRESALE_SHARED_MAX_USES = 100_000;

/** What a member types: letters, digits and dashes, any case (codes are kept upper-case). */
export const PresaleCodeText = z
  .string()
  .trim()
  .min(4, 'A presale code has at least 4 characters.')
  .max(32, 'A presale code has at most 32 characters.')
  .regex(/^[A-Za-z0-9-]+$/, 'A presale code has only letters, digits and dashes.')
  .transform((code) => code.toUpperCase());

/** GET /api/me/presale-codes: the member's own codes for events still to come. */
export const MyPresaleCode = z.object({
  eventId: z.string(),
  eventSlug: z.string().nullable(),
  eventTitle: z.string(),
  /** The event's own time zone, in which the window is shown. */
  timeZone: z.string(),
  code: z.string(),
  /** The presale window: from VIP early access to general on-sale. */
  opensAt: z.string(),
  closesAt: z.string(),
});
export type MyPresaleCode = z.infer<typeof MyPresaleCode>;

export const SharedPresaleCode = z.object({
  id: z.string(),
  code: z.string(),
  maxUses: z.number().int(),
  used: z.number().int(),
});
export type SharedPresaleCode = z.infer<typeof SharedPresaleCode>;

/** GET /api/admin/events/:id/presale */
export const AdminPresale = z.object({
  memberCodes: z.number().int(),
  memberCodesUsed: z.number().int(),
  vipMembers: z.number().int(),
  shared: z.array(SharedPresaleCode),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
});
export type AdminPresale = z.infer<typeof AdminPresale>;

/** POST /api/admin/events/:id/presale/member-codes: every VIP member without one gets a code. */
export const MemberCodesIssued = z.object({ issued: z.number().int(), total: z.number().int() });
export type MemberCodesIssued = z.infer<typeof MemberCodesIssued>;

/** POST /api/admin/events/:id/presale/shared-codes: a code for many, up to `maxUses` members. */
export const CreateSharedPresaleCodeBody = z.object({
  code: PresaleCodeText.optional(),
  maxUses: z.coerce
    .number({ message: 'Say how many members may use the code.' })
    .int('Say how many members may use the code, as a whole number.')
    .min(1, 'At least 1 member must be able to use the code.')
    .max(PRESALE_SHARED_MAX_USES, `At most ${PRESALE_SHARED_MAX_USES} members per code.`),
});
export type CreateSharedPresaleCodeBody = z.input<typeof CreateSharedPresaleCodeBody>;

export const PresaleCodeParams = z.object({ id: EntityId, codeId: EntityId });
