// Discount codes (issue 33): the admins' Offers tab and the "Discount code" field at checkout.
import { z } from 'zod';
import { OFFER_KINDS, OFFER_STACKING, isStacked } from '../offers';
import { TIERS } from '../roles';

/** What a member types: letters, digits, dashes and underscores, any case; kept upper-case. */
export const DiscountCodeText = z
  .string()
  .trim()
  .max(32, 'A discount code has at most 32 characters.')
  .refine((code) => !isStacked(code), OFFER_STACKING)
  .refine((code) => /^[A-Za-z0-9_-]{3,}$/.test(code), 'Please enter a valid discount code.')
  .transform((code) => code.toUpperCase());

const Cents = z.number().int().positive().max(10_000_000);

export const CreateOfferBody = z
  .object({
    code: DiscountCodeText,
    kind: z.enum(OFFER_KINDS),
    percentOff: z.number().int().min(1).max(100).nullable().default(null),
    amountOffCents: Cents.nullable().default(null),
    /** Memberships: how many billing periods the discount lasts. */
    months: z.number().int().min(1).max(36).nullable().default(null),
    minBasketCents: Cents.nullable().default(null),
    expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
    maxUses: z.number().int().min(1).max(1_000_000).nullable().default(null),
    maxUsesPerMember: z.number().int().min(1).max(1000).nullable().default(null),
    tier: z.enum(TIERS).nullable().default(null),
    firstTimeOnly: z.boolean().default(false),
  })
  .refine((b) => (b.percentOff === null) !== (b.amountOffCents === null), {
    message: 'Set either a percentage or an amount off.',
    path: ['percentOff'],
  })
  .refine((b) => b.kind === 'merch' || b.months !== null, {
    message: 'Say for how many months the membership discount lasts.',
    path: ['months'],
  });
export type CreateOfferBody = z.infer<typeof CreateOfferBody>;

export const AdminOffer = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(OFFER_KINDS),
  percentOff: z.number().nullable(),
  amountOffCents: z.number().nullable(),
  months: z.number().nullable(),
  minBasketCents: z.number().nullable(),
  expiresAt: z.string().nullable(),
  maxUses: z.number().nullable(),
  maxUsesPerMember: z.number().nullable(),
  tier: z.enum(TIERS).nullable(),
  firstTimeOnly: z.boolean(),
  disabled: z.boolean(),
  /** Paid uses. */
  uses: z.number().int(),
  /** Uses held by open Stripe pages: not paid yet, but they count against `maxUses`. */
  held: z.number().int(),
  createdAt: z.string(),
});
export type AdminOffer = z.infer<typeof AdminOffer>;

export const AdminOfferPage = z.object({
  items: z.array(AdminOffer),
  nextCursor: z.string().nullable(),
});
export type AdminOfferPage = z.infer<typeof AdminOfferPage>;

export const OfferListQuery = z.object({ cursor: z.string().max(200).optional() });

export const OfferParams = z.object({ id: z.uuid('That is not an offer id.') });

export const UpdateOfferBody = z.object({ disabled: z.boolean() });

/** POST /api/offers/check: would this code apply to this plan? (The price is the server's.) */
export const CheckPlanOfferBody = z.object({
  code: DiscountCodeText,
  plan: z.enum(['fanplus', 'vip']),
});
export type CheckPlanOfferBody = z.infer<typeof CheckPlanOfferBody>;

/** POST /api/cart/discount-code: would this code apply to my saved cart? */
export const CheckCartOfferBody = z.object({ code: DiscountCodeText });
export type CheckCartOfferBody = z.infer<typeof CheckCartOfferBody>;

export const OfferQuote = z.object({
  code: z.string(),
  label: z.string(),
  amountCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  months: z.number().nullable(),
});
export type OfferQuote = z.infer<typeof OfferQuote>;

/** The retention offer's setting: a percentage for some months, or both null (off). */
export const RetentionSetting = z
  .object({
    percentOff: z.number().int().min(1).max(100).nullable(),
    months: z.number().int().min(1).max(12).nullable(),
  })
  .refine((s) => (s.percentOff === null) === (s.months === null), {
    message: 'Set both the percentage and the months, or neither to turn the offer off.',
    path: ['months'],
  });
export type RetentionSetting = z.infer<typeof RetentionSetting>;

/** GET /api/billing/retention-offer: what a member about to cancel is offered, once, or null. */
export const RetentionOffer = z.object({
  offer: z.object({ percentOff: z.number(), months: z.number(), label: z.string() }).nullable(),
});
export type RetentionOffer = z.infer<typeof RetentionOffer>;

export const RetentionAnswer = z.object({ accept: z.boolean() });
