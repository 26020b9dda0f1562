import type { CheckoutOptions, OrderCreated } from '@fanclub/shared/schemas/commerce';
import type { Payment } from '@fanclub/shared/schemas/billing';
import { HttpError } from '../../plugins/errors';
import type { Settlement } from './repository';

export type CardSummary = { brand: string; last4: string };

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
  open(request: HostedRequest): Promise<{ sessionId: string; url: string }>;
  read(sessionId: string): Promise<HostedOutcome>;
  /** Closes an open page so it can no longer be paid; refused by the provider once paid. */
  expire(sessionId: string): Promise<void>;
}

/**
 * One sale (a merch order, a ticket purchase) as every payment mode sees it: what is charged, and
 * how the service writes the order once the mode has decided how it is settled.
 */
export interface Sale<Written extends { orderId: string }> {
  /** Who pays, and the card if the buyer typed one (only the demo mode reads it). */
  payment: Payment;
  /** The signed-in buyer (null for a guest): only their own saved card can pay. */
  buyerId: string | null;
  totalCents: number;
  /** What a card statement says. */
  description: string;
  /** What the provider's page lists, and where its back link returns. */
  page: { lines: HostedLine[]; cancelPath: string };
  /** Writes the order, taking the stock or the seats, as paid now or pending on a page. */
  write(settlement: Settlement): Promise<Written>;
  /** Called once the order is paid at once (never for a pending one): the confirmation mail. */
  paidNow(orderId: string, card: CardSummary | null): Promise<void>;
}

/**
 * How this server takes money, one object per payment mode, chosen once at start-up
 * (checkout-strategies.ts): our demo card form, the provider's hosted page, or payments off. The
 * order and ticket services call `sell` and never ask which mode runs.
 */
export interface CheckoutStrategy {
  /** What the web draws for this mode (GET /api/checkout-options); the body it sends is the same in every mode. */
  readonly options: CheckoutOptions;
  sell<Written extends { orderId: string }>(sale: Sale<Written>): Promise<OrderCreated & Written>;
}

/** Stripe's minimum lifetime for a Checkout Session; a reservation shorter than that could be paid after release. */
export const HOSTED_RESERVATION_MS = 30 * 60_000 + 30_000;

/** A payment page could not be opened: nothing was charged, and the reservation is released. */
export const paymentServiceDown = () =>
  new HttpError(
    502,
    "We couldn't reach the payment service. Nothing was charged; please try again.",
  );
