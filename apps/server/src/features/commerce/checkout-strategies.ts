// The three payment modes behind one CheckoutStrategy (payments.ts). plugin.ts picks one at
// start-up from the configuration; the order and ticket services only ever call `sell`.
import { CardDetails, cardSummary } from '@fanclub/shared/schemas/billing';
import type { Payment } from '@fanclub/shared/schemas/billing';
import { refuseDeclinedTestCard } from '../../lib/demo-card';
import { paymentsNotSetUp } from '../../lib/payments-off';
import { HttpError } from '../../plugins/errors';
import type { CardSummary, CheckoutStrategy, Sale } from './payments';
import type { SettlementService } from './settlement';

/**
 * The card the demo provider needs, complete and valid. Missing fields are read as empty, so the
 * buyer hears the form's own messages ('Please enter a valid card number.'), named by field.
 */
function cardFrom(payment: Payment): CardDetails {
  const blank = { fullName: '', cardNumber: '', expDate: '', cvc: '', zipCode: '' };
  const parsed = CardDetails.safeParse({ ...blank, ...payment });
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
  const [field, problem] = Object.entries(fields)[0]!;
  throw new HttpError(400, `${field}: ${problem}`, fields);
}

/** Writes the sale paid (with the card charged, if any), sends its mail, answers with its confirmation. */
async function sellPaidNow<Written extends { orderId: string }>(
  settlement: SettlementService,
  sale: Sale<Written>,
  card: CardSummary | null,
) {
  const written = await sale.write({ status: 'paid', card });
  await sale.paidNow(written.orderId, card);
  return { ...settlement.paidAnswer(written.orderId, sale.totalCents), ...written };
}

/**
 * Demo mode: our own form takes Stripe's test cards, the same rule as for subscriptions
 * (4000 0000 0000 0002 is declined, any other valid card pays). The card is charged first, so a
 * decline changes nothing; then the order is written paid.
 */
export function demoCardCheckout(settlement: SettlementService): CheckoutStrategy {
  return {
    options: { cardForm: true, paymentsEnabled: true },
    async sell(sale) {
      const card = cardFrom(sale.payment);
      refuseDeclinedTestCard(card.cardNumber);
      return sellPaidNow(settlement, sale, cardSummary(card.cardNumber));
    },
  };
}

/**
 * Stripe configured: the order is written pending, holding its stock or seats, and the buyer pays
 * on the provider's page (settlement.ts opens it and settles the order when the provider says
 * so); card fields sent along are never read (ADR 008).
 */
export function hostedPageCheckout(settlement: SettlementService): CheckoutStrategy {
  return {
    options: { cardForm: false, paymentsEnabled: true },
    async sell(sale) {
      const expiresAt = settlement.reservationEnds();
      const written = await sale.write({ status: 'pending', expiresAt });
      const page = await settlement.openPage(
        {
          id: written.orderId,
          email: sale.payment.email,
          totalCents: sale.totalCents,
          expiresAt,
        },
        sale.page.lines,
        sale.page.cancelPath,
      );
      return { ...page, ...written };
    },
  };
}

/**
 * Neither demo mode nor Stripe: nobody can take money, so a paid sale fails closed (503) before
 * any stock, seat or cart is touched; a free one (nothing to charge) still goes through.
 */
export function paymentsOffCheckout(settlement: SettlementService): CheckoutStrategy {
  return {
    options: { cardForm: false, paymentsEnabled: false },
    async sell(sale) {
      if (sale.totalCents > 0) throw paymentsNotSetUp();
      return sellPaidNow(settlement, sale, null);
    },
  };
}
