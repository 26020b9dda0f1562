import { TEST_CARD_DECLINED } from '@fanclub/shared/payments';
import type { CardDetails } from '@fanclub/shared/schemas/billing';
import { cardSummary } from '@fanclub/shared/schemas/billing';
import { HttpError } from '../../plugins/errors';

export interface CardCharge {
  email: string;
  amountCents: number;
  description: string;
  card: CardDetails;
}

export type CardSummary = { brand: string; last4: string };

/** Takes a one-off payment with card details from our own form; throws HttpError 402 when declined. */
export interface CardPayments {
  kind: 'card';
  charge(charge: CardCharge): Promise<CardSummary>;
}

export interface HostedLine {
  name: string;
  unitAmountCents: number;
  quantity: number;
}

export interface HostedRequest {
  orderId: string;
  email: string;
  lines: HostedLine[];
  successUrl: string;
  cancelUrl: string;
  /** The provider closes the page then; our reservation lasts exactly as long. */
  expiresAt: Date;
}

/** What the provider says about a payment page right now. */
export type HostedOutcome =
  | { state: 'paid'; card: CardSummary | null }
  | { state: 'open'; url: string }
  | { state: 'expired' };

/**
 * One-off payments on the provider's own page (Stripe Checkout in payment mode), so card numbers
 * never pass through this server. The order waits as `pending`, its stock reserved, until the
 * provider reports the page paid or expired.
 */
export interface HostedCheckout {
  kind: 'hosted';
  open(request: HostedRequest): Promise<{ sessionId: string; url: string }>;
  read(sessionId: string): Promise<HostedOutcome>;
}

/** No payment provider (not in demo mode, Stripe not configured): paid orders fail closed with 503. */
export interface NoPayments {
  kind: 'none';
}

export type OrderPayments = CardPayments | HostedCheckout | NoPayments;

export const noPayments = (): NoPayments => ({ kind: 'none' });

export const DECLINED = 'Your card was declined.';

/** The built-in provider's rule, the same as for subscriptions: Stripe's decline test card fails, any valid card pays. */
export function demoCardPayments(): CardPayments {
  return {
    kind: 'card',
    async charge({ card }) {
      if (card.cardNumber === TEST_CARD_DECLINED)
        throw new HttpError(402, DECLINED, { cardNumber: DECLINED });
      return cardSummary(card.cardNumber);
    },
  };
}

/** Stripe's minimum lifetime for a Checkout Session; a reservation shorter than that could be paid after release. */
export const HOSTED_RESERVATION_MS = 30 * 60_000 + 30_000;

/** A payment page could not be opened: nothing was charged, and the reservation is released. */
export const paymentServiceDown = () =>
  new HttpError(
    502,
    "We couldn't reach the payment service. Nothing was charged; please try again.",
  );
