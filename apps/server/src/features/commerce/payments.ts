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

/** Takes a one-off payment for an order; throws HttpError 402 when the card is declined. */
export interface CardPayments {
  charge(charge: CardCharge): Promise<{ brand: string; last4: string }>;
}

export const DECLINED = 'Your card was declined.';

/** The built-in provider's rule, the same as for subscriptions: Stripe's decline test card fails, any valid card pays. */
export function demoCardPayments(): CardPayments {
  return {
    async charge({ card }) {
      if (card.cardNumber === TEST_CARD_DECLINED) throw new HttpError(402, DECLINED, { cardNumber: DECLINED });
      return cardSummary(card.cardNumber);
    },
  };
}

/**
 * With Stripe configured, card numbers must not pass through this server (PCI scope); one-off
 * payments would need Stripe Checkout in payment mode, which is not built yet. Refusing is safer
 * than marking an unpaid order paid.
 */
export function unavailableCardPayments(): CardPayments {
  return {
    async charge() {
      throw new HttpError(503, 'Card payments for merch and tickets are not available on this server yet.');
    },
  };
}
