// Gift memberships (issue 33): Fan+ or VIP for 1, 3 or 12 months, paid once for someone else.
import { z } from 'zod';
import { Email } from './auth';
import { CardDetails } from './billing';

export const GIFT_MONTHS = [1, 3, 12] as const;
export const GIFT_MESSAGE_MAX = 500;
export const GIFT_SEND_DAYS_MAX = 365;
// 'failed': Stripe took the order but the (asynchronous) payment failed afterwards; the buyer sees
// it in their list and buys again. No migration: the column is text with no constraint.
export const GIFT_STATUSES = ['unpaid', 'scheduled', 'sent', 'claimed', 'failed'] as const;

export const BuyGiftBody = z
  .object({
    tier: z.enum(['fanplus', 'vip'], { error: 'Choose Fan+ or VIP.' }),
    months: z
      .number()
      .int()
      .refine((m) => (GIFT_MONTHS as readonly number[]).includes(m), 'Choose 1, 3 or 12 months.'),
    recipientEmail: Email,
    message: z
      .string()
      .trim()
      .max(GIFT_MESSAGE_MAX, `Keep the message to ${GIFT_MESSAGE_MAX} characters.`)
      .default(''),
    /** The day the mail goes out (YYYY-MM-DD, UTC); today or up to a year ahead. Left out: now. */
    sendOn: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a send date.')
      .optional(),
  })
  .extend(CardDetails.omit({ email: true, country: true }).partial().shape)
  .strict();
export type BuyGiftBody = z.infer<typeof BuyGiftBody>;

/** A gift as its buyer sees it (the claimer is never named: only that it was claimed). */
export const Gift = z.object({
  id: z.string(),
  tier: z.enum(['fanplus', 'vip']),
  months: z.number().int(),
  recipientEmail: z.string(),
  message: z.string(),
  sendAt: z.string(),
  status: z.enum(GIFT_STATUSES),
  amountCents: z.number().int(),
  sentAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Gift = z.infer<typeof Gift>;

/**
 * POST /api/gifts: the gift, and with Stripe the page to pay it on (the gift is `unpaid`, not
 * listed or mailed, until Stripe confirms the payment); null when it was paid at once (demo).
 */
export const BoughtGift = Gift.extend({ checkoutUrl: z.string().nullable() });
export type BoughtGift = z.infer<typeof BoughtGift>;

/** The buyer's newest gifts (a member gives a handful; the list stops at GIFT_LIST_MAX). */
export const GIFT_LIST_MAX = 100;
export const GiftList = z.object({ items: z.array(Gift) });

export const ClaimGiftBody = z.object({ token: z.string().min(10).max(200) }).strict();
export const ClaimGiftResult = z.object({
  tier: z.enum(['fanplus', 'vip']),
  months: z.number().int(),
  /** When the gifted time ends (it may start after time the member already has). */
  endsAt: z.string(),
});
