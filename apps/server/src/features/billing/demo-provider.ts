import { randomBytes } from 'node:crypto';
import { offerDiscountCents } from '@fanclub/shared/offers';
import { planById } from '@fanclub/shared/plans';
import { cardSummary } from '@fanclub/shared/schemas/billing';
import { CARD_DECLINED, isDeclinedTestCard } from '../../lib/demo-card';
import { HttpError } from '../../plugins/errors';
import type { Db } from '../../db/client';
import { applyBillingEvent } from './apply-event-repository';
import type {
  CurrentSubscription,
  Member,
  PaidTier,
  PaymentProvider,
  SubscriptionSnapshot,
} from './provider';
import { CheckoutConflictError, PaymentDeclinedError } from './provider';
import { billingRepository } from './repository';

export const DEMO_CODE_WITH_CARD = 'Please enter the discount code with your card details.';

const id = (prefix: string) => `${prefix}_demo_${randomBytes(12).toString('base64url')}`;

export function priceCents(tier: PaidTier): number {
  return planById(tier)?.priceCents ?? 0;
}

/** One calendar month later, clamped to the month's last day (Jan 31 -> Feb 28). */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}

/** What is left of the period, in cents of the price difference (Stripe-style proration). */
export function prorationCents(
  from: PaidTier,
  to: PaidTier,
  period: { start: Date; end: Date },
  now: Date,
): number {
  const total = period.end.getTime() - period.start.getTime();
  const left = Math.max(0, period.end.getTime() - now.getTime());
  return Math.max(0, Math.round(((priceCents(to) - priceCents(from)) * left) / total));
}

/**
 * The built-in provider: our own checkout page takes Stripe's test cards (4242… succeeds,
 * 4000 0000 0000 0002 is declined) and emits the same events Stripe's webhook would.
 */
export function demoProvider(db: Db, now: () => Date = () => new Date()): PaymentProvider {
  const repo = billingRepository(db);

  const inProgress = () =>
    new CheckoutConflictError(
      'A payment for your membership is already in progress. Please wait a moment and check your plan.',
    );

  /**
   * Opens the member's one checkout (checkout_sessions_one_open_per_user). A request that finds
   * one open answers it: the same tier gets its session (one payment, one receipt), another tier
   * is refused, since a demo checkout that is open is being paid this very moment and cannot be
   * withdrawn.
   */
  async function newSession(member: Member, tier: PaidTier, amountCents: number) {
    const claim = await repo.claimCheckoutSession({
      id: id('cs'),
      userId: member.userId,
      provider: 'demo',
      tier,
      amountCents,
    });
    if (claim.created) return { sessionId: claim.session.id, reused: false };
    if (claim.session?.tier === tier) return { sessionId: claim.session.id, reused: true };
    throw inProgress();
  }

  /** Completes a claimed checkout; one completed or superseded meanwhile charges nothing. */
  async function complete(event: Parameters<typeof applyBillingEvent>[1]) {
    if ((await applyBillingEvent(db, event)) === 'stale') throw inProgress();
  }

  return {
    kind: 'demo',
    acceptCheckout(body) {
      if ('cardNumber' in body) return;
      if (body.paymentMethod)
        throw new HttpError(
          400,
          'Apple Pay and Google Pay work when payments run on Stripe. Please pay by card.',
        );
      // The card-less body only leads to our card form, where the code is entered with the card.
      if (body.discountCode)
        throw new HttpError(400, DEMO_CODE_WITH_CARD, { discountCode: DEMO_CODE_WITH_CARD });
    },

    async startCheckout(_member, tier) {
      return { url: `/auth?plan=${tier}`, checkoutSessionId: null };
    },

    async payWithCard(member, tier, card, offer) {
      if (isDeclinedTestCard(card.cardNumber)) throw new PaymentDeclinedError(CARD_DECLINED);
      const current = await repo.liveSubscription(member.userId);
      // Already subscribed: this is a plan change on the stored subscription, never a second one.
      if (current) return this.changePlan(member, current, tier);
      const start = now();
      // A code's cut comes off the first month here and off the next ones at renewal (renewals.ts).
      const firstCents =
        priceCents(tier) - (offer ? offerDiscountCents(offer, priceCents(tier)) : 0);
      const { sessionId, reused } = await newSession(member, tier, firstCents);
      if (reused) return { checkoutSessionId: sessionId };
      // A concurrent checkout may have completed between our first look and our claim: that
      // one is the subscription; this one closes unpaid and answers as a second checkout would.
      const paidMeanwhile = await repo.liveSubscription(member.userId);
      if (paidMeanwhile) {
        await repo.expireCheckoutSession(sessionId);
        if (paidMeanwhile.tier === tier)
          throw new CheckoutConflictError('You are already on this plan.');
        throw inProgress();
      }
      const subscription: SubscriptionSnapshot = {
        provider: 'demo',
        providerSubscriptionId: id('sub'),
        providerCustomerId: id('cus'),
        userId: member.userId,
        tier,
        status: 'active',
        currentPeriodStart: start,
        currentPeriodEnd: addMonth(start),
        cancelAtPeriodEnd: false,
        card: cardSummary(card.cardNumber),
      };
      await complete({
        id: id('evt'),
        type: 'checkout.completed',
        checkoutSessionId: sessionId,
        subscription,
        payment: {
          userId: member.userId,
          amountCents: firstCents,
          description: `${planById(tier)?.name} membership, first month${offer ? ` (code ${offer.code})` : ''}`,
          checkoutSessionId: sessionId,
          providerSubscriptionId: subscription.providerSubscriptionId,
          card: subscription.card,
        },
      });
      if (offer) await repo.setOffer(subscription.providerSubscriptionId, offer, offer.months - 1);
      return { checkoutSessionId: sessionId };
    },

    async changePlan(member, current, tier) {
      const snapshot = await repo.snapshot(current.providerSubscriptionId);
      if (!snapshot) throw new Error('Subscription vanished');
      if (tier === current.tier) {
        if (!current.cancelAtPeriodEnd) return { checkoutSessionId: null };
        await this.setCancelAtPeriodEnd(member, current, false);
        return { checkoutSessionId: null };
      }
      if (priceCents(tier) < priceCents(current.tier)) {
        // Downgrades take effect at renewal, so paid-for access is never cut short.
        await repo.scheduleTier(current.providerSubscriptionId, tier);
        return { checkoutSessionId: null };
      }
      const amount = prorationCents(
        current.tier,
        tier,
        { start: current.currentPeriodStart, end: current.currentPeriodEnd },
        now(),
      );
      const { sessionId, reused } = await newSession(member, tier, amount);
      if (reused) return { checkoutSessionId: sessionId };
      // A concurrent upgrade may have completed first: it was the one to pay.
      if ((await repo.snapshot(current.providerSubscriptionId))?.tier === tier) {
        await repo.expireCheckoutSession(sessionId);
        return { checkoutSessionId: null };
      }
      await complete({
        id: id('evt'),
        type: 'checkout.completed',
        checkoutSessionId: sessionId,
        subscription: { ...snapshot, tier, cancelAtPeriodEnd: false },
        payment: {
          userId: member.userId,
          amountCents: amount,
          description: `Upgrade to ${planById(tier)?.name} (prorated for the rest of the period)`,
          checkoutSessionId: sessionId,
          providerSubscriptionId: snapshot.providerSubscriptionId,
          card: snapshot.card,
        },
      });
      return { checkoutSessionId: sessionId };
    },

    async setCancelAtPeriodEnd(_member, current: CurrentSubscription, cancel) {
      const snapshot = await repo.snapshot(current.providerSubscriptionId);
      if (!snapshot) throw new Error('Subscription vanished');
      await applyBillingEvent(db, {
        id: id('evt'),
        type: 'subscription.updated',
        subscription: { ...snapshot, cancelAtPeriodEnd: cancel },
        payment: null,
      });
    },

    async applyRetentionOffer(current, offer) {
      // Renewals (renewals.ts) take the cut off as many periods as the offer lasts.
      await repo.setOffer(
        current.providerSubscriptionId,
        { code: 'STAY', percentOff: offer.percentOff, amountOffCents: null },
        offer.months,
      );
    },

    async updateCard(_member, current, card) {
      const snapshot = await repo.snapshot(current.providerSubscriptionId);
      if (!snapshot) throw new Error('Subscription vanished');
      if (isDeclinedTestCard(card.cardNumber)) throw new PaymentDeclinedError(CARD_DECLINED);
      await applyBillingEvent(db, {
        id: id('evt'),
        type: 'subscription.updated',
        subscription: { ...snapshot, card: cardSummary(card.cardNumber) },
        payment: null,
      });
    },
  };
}
