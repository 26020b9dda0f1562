// The card a member's subscription keeps, charged again for a purchase (lib/saved-cards.ts), one
// implementation per provider. The member's own live subscription is looked up by their user id,
// so nobody can name (or charge) another member's card.
import Stripe from 'stripe';
import { TEST_CARD_SAVED_DECLINES } from '@fanclub/shared/payments';
import type { Db } from '../../db/client';
import type { SavedCard, SavedCards } from '../../lib/saved-cards';
import { billingRepository } from './repository';
import { brandName, idOf } from './stripe-snapshot';

/**
 * Demo provider: the card it saw at subscription (brand and last 4; it never kept the expiry, so
 * that is unknown). Its charges follow Stripe's test cards: one saved from 4000 0000 0000 0341
 * is declined, any other pays.
 */
export function demoSavedCards(db: Db): SavedCards {
  const repo = billingRepository(db);
  async function find(userId: string): Promise<SavedCard | null> {
    const live = await repo.liveSubscription(userId);
    if (live?.provider !== 'demo' || !live.row.cardBrand || !live.row.cardLast4) return null;
    return { brand: live.row.cardBrand, last4: live.row.cardLast4, expMonth: null, expYear: null };
  }
  return {
    find,
    async charge(userId) {
      const card = await find(userId);
      if (!card) return null;
      if (card.last4 === TEST_CARD_SAVED_DECLINES.slice(-4)) return { status: 'declined' };
      return {
        status: 'paid',
        card: { brand: card.brand, last4: card.last4 },
        refund: async () => {},
      };
    },
  };
}

/** Stripe: the subscription's default PaymentMethod, charged off session (the member is not there to confirm). */
export function stripeSavedCards(db: Db, stripe: Stripe): SavedCards {
  const repo = billingRepository(db);
  async function method(userId: string) {
    const live = await repo.liveSubscription(userId);
    if (live?.provider !== 'stripe') return null;
    const sub = await stripe.subscriptions.retrieve(live.providerSubscriptionId, {
      expand: ['default_payment_method'],
    });
    const pm = sub.default_payment_method;
    if (!pm || typeof pm === 'string' || !pm.card) return null;
    return { pm, customer: live.providerCustomerId ?? idOf(sub.customer) };
  }
  return {
    async find(userId) {
      const found = await method(userId);
      if (!found) return null;
      const { card } = found.pm;
      return {
        brand: brandName(card!.brand),
        last4: card!.last4,
        expMonth: card!.exp_month ?? null,
        expYear: card!.exp_year ?? null,
      };
    },
    async charge(userId, amountCents, description) {
      const found = await method(userId);
      if (!found) return null;
      try {
        const intent = await stripe.paymentIntents.create({
          amount: amountCents,
          currency: 'usd',
          customer: found.customer,
          payment_method: found.pm.id,
          off_session: true,
          confirm: true,
          description,
        });
        if (intent.status !== 'succeeded') return { status: 'declined' };
        return {
          status: 'paid',
          card: { brand: brandName(found.pm.card!.brand), last4: found.pm.card!.last4 },
          refund: async () => {
            await stripe.refunds.create({ payment_intent: intent.id });
          },
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) return { status: 'declined' };
        throw error;
      }
    },
  };
}
