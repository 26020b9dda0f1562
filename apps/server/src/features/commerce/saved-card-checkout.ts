// Paying with the member's saved card (the one their subscription keeps): the browser sends no
// card, only `savedCard: true`, and the server charges the card billing holds for that member.
import type { SavedCards } from '../../lib/saved-cards';
import { HttpError } from '../../plugins/errors';
import type { CheckoutStrategy } from './payments';
import type { SettlementService } from './settlement';

export const NO_SAVED_CARD = 'You have no saved card. Please enter your card details.';
export const SAVED_CARD_DECLINED = 'Your saved card was declined. Please use another card.';

/**
 * Wraps the mode's strategy: a sale without `savedCard` goes to it unchanged; one with it is
 * charged off session first (the saved card, found by the buyer's own user id, so never someone
 * else's) and then written paid. If writing fails (sold out meanwhile) the charge is refunded.
 */
export function withSavedCard(
  strategy: CheckoutStrategy,
  savedCards: SavedCards,
  settlement: SettlementService,
): CheckoutStrategy {
  return {
    options: strategy.options,
    async sell(sale) {
      if (!sale.payment.savedCard || sale.totalCents === 0) return strategy.sell(sale);
      if (!strategy.options.paymentsEnabled) return strategy.sell(sale);
      if (!sale.buyerId) throw new HttpError(400, 'Please sign in to pay with a saved card.');
      const charged = await savedCards.charge(sale.buyerId, sale.totalCents, sale.description);
      if (!charged) throw new HttpError(400, NO_SAVED_CARD, { savedCard: NO_SAVED_CARD });
      if (charged.status === 'declined')
        throw new HttpError(402, SAVED_CARD_DECLINED, { savedCard: SAVED_CARD_DECLINED });
      let written;
      try {
        written = await sale.write({ status: 'paid', card: charged.card });
      } catch (error) {
        await charged.refund();
        throw error;
      }
      await sale.paidNow(written.orderId, charged.card);
      return { ...settlement.paidAnswer(written.orderId, sale.totalCents), ...written };
    },
  };
}
