// Billing payloads: starting a checkout, paying with a card (demo provider), changing plans.
import { z } from 'zod';
import { DiscountCodeText } from './offers';
import { cardBrand, digitsOnly, expiryProblem, isValidCardNumber } from '../payments';

export const PaidTier = z.enum(['fanplus', 'vip'], { error: 'Choose Fan+ or VIP.' });

export const CardDetails = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email.')
    .pipe(z.email({ error: 'Please enter a valid email address.' })),
  fullName: z.string().trim().min(1, 'Please enter the name on the card.').max(100),
  cardNumber: z
    .string()
    .transform(digitsOnly)
    .refine(isValidCardNumber, 'Please enter a valid card number.'),
  expDate: z.string().superRefine((value, ctx) => {
    const problem = expiryProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  cvc: z.string().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back.'),
  zipCode: z
    .string()
    .trim()
    .min(3, 'Please enter your ZIP code.')
    .max(10, 'Please enter your ZIP code.'),
  country: z.string().trim().min(2, 'Please choose a country.').max(56),
});
export type CardDetails = z.infer<typeof CardDetails>;

/** Who pays, without a card: with a hosted payment page (Stripe Checkout) the card is entered there. */
export const Payer = CardDetails.pick({ email: true, country: true });

/**
 * Who pays, and the card if the buyer typed one: the one payment part of an order or a ticket
 * purchase in every payment mode. The server's payment mode decides what it needs: the demo
 * provider requires the whole card, a hosted page never reads it (apps/server/src/features/commerce/checkout-strategies.ts).
 */
export const Payment = Payer.extend(
  CardDetails.omit({ email: true, country: true }).partial().shape,
).extend({
  /** Pay with the card the member's subscription keeps; the server decides whether there is one. */
  savedCard: z.boolean().optional(),
});
export type Payment = z.infer<typeof Payment>;

/** POST /api/billing/checkout: a tier alone starts a checkout; with card details it pays (demo). */
export const CheckoutBody = z.union([
  z
    .object({
      tier: PaidTier,
      paymentMethod: z.literal('card'),
      // A membership discount code (issue 33); paying by card here is the demo provider's path.
      discountCode: DiscountCodeText.optional(),
    })
    .extend(CardDetails.shape),
  z
    .object({
      tier: PaidTier,
      paymentMethod: z.enum(['apple_pay', 'google_pay']).optional(),
      // With Stripe the code goes on the Checkout page as a coupon (ADR 038).
      discountCode: DiscountCodeText.optional(),
    })
    .strict(),
]);
export type CheckoutBody = z.infer<typeof CheckoutBody>;

export const ChangePlanBody = z.object({ tier: z.enum(['free', 'fanplus', 'vip']) }).strict();

export const UpdateCardBody = CardDetails.pick({
  cardNumber: true,
  expDate: true,
  cvc: true,
  zipCode: true,
});
/** The card alone: number, expiry, CVC and ZIP (all a card-update form asks for). */
export type CardOnly = z.infer<typeof UpdateCardBody>;

export const RedirectResponse = z.object({ url: z.string() });

export const SubscriptionDetails = z.object({
  tier: z.enum(['free', 'fanplus', 'vip']),
  status: z.enum(['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'none']),
  provider: z.enum(['demo', 'stripe']).nullable(),
  priceCents: z.number().int(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** A cheaper plan that takes over at the next renewal (downgrades wait for it). */
  scheduledTier: z.enum(['fanplus', 'vip']).nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type SubscriptionDetails = z.infer<typeof SubscriptionDetails>;

export const CheckoutSessionState = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  paymentStatus: z.enum(['unpaid', 'paid']),
  tier: z.enum(['free', 'fanplus', 'vip']),
  amountCents: z.number().int(),
});
export type CheckoutSessionState = z.infer<typeof CheckoutSessionState>;

/** GET /api/me/saved-card: the subscription's card as far as it may be shown (never its number or ids). */
export const SavedCardView = z.object({
  card: z
    .object({
      brand: z.string(),
      last4: z.string(),
      expMonth: z.number().int().nullable(),
      expYear: z.number().int().nullable(),
    })
    .nullable(),
});
export type SavedCardView = z.infer<typeof SavedCardView>;

/** Keeps only what may be stored about a card. */
export function cardSummary(cardNumber: string) {
  return { brand: cardBrand(cardNumber), last4: digitsOnly(cardNumber).slice(-4) };
}
