import Stripe from 'stripe';
import { planById } from '@fanclub/shared/plans';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { ensureCoupon } from '../../lib/stripe-coupons';
import type { HostedMembershipOffer, PaidTier, PaymentProvider } from './provider';
import { CheckoutConflictError, PaymentDeclinedError } from './provider';
import { billingRepository } from './repository';
import type { StripePrices } from './stripe-snapshot';

const priceCents = (tier: PaidTier) => planById(tier)?.priceCents ?? 0;

async function declinesAsPaymentErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError)
      throw new PaymentDeclinedError(error.message);
    throw error;
  }
}

/** Card details posted to us are refused: Stripe's page takes the card. */
const cardOnStripesPage = () =>
  new HttpError(
    400,
    'Card details are entered on the payment page. Please use the Subscribe button.',
  );

/**
 * Payments through Stripe: Checkout and the Billing Portal take cards and wallets themselves, so
 * a card posted to us is refused and there is no updateCard. Nothing here changes a member's tier or our subscription
 * row: Stripe reports every change as a signed event, which stripe-webhook.ts verifies, re-reads
 * and applies, so there is one path into the database whichever way the change was made.
 */
export function stripeProvider(
  db: Db,
  stripe: Stripe,
  prices: StripePrices,
  /** Gives back the code use a closed, unpaid Checkout held (offers, through billing's plugin). */
  releaseOffer: (redemptionId: string) => Promise<void> = async () => {},
): PaymentProvider {
  const repo = billingRepository(db);
  const setCancel = (subscriptionId: string, cancel: boolean) =>
    stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });

  /**
   * The open Checkout's URL if it is still payable and wanted; otherwise it is closed, here and
   * (when still open there) at Stripe, and null says to open a new one.
   */
  async function reuseOrClose(sessionId: string, wanted: boolean): Promise<string | null> {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    if (session.status === 'open' && session.url && wanted) return session.url;
    // Paid at Stripe, its webhook not here yet: a new page now would take a second payment.
    if (session.status === 'complete')
      throw new CheckoutConflictError(
        'Your payment is being confirmed. Please check your plan in a moment.',
      );
    if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
    // A completed one is marked complete by its webhook, which records it whatever our copy says.
    const closed = await repo.expireCheckoutSession(sessionId);
    if (closed?.offerRedemptionId) await releaseOffer(closed.offerRedemptionId);
    return null;
  }

  /** A code's discount on the page: the code's one Stripe coupon (made once, ADR 038). */
  async function discounts(offer: HostedMembershipOffer | null | undefined) {
    if (!offer) return {};
    const coupon = await ensureCoupon(stripe, {
      name: offer.code,
      percentOff: offer.percentOff,
      amountOffCents: offer.amountOffCents,
      months: offer.months,
    });
    return { discounts: [{ coupon }] };
  }

  return {
    kind: 'stripe',
    acceptCheckout(body) {
      if ('cardNumber' in body) throw cardOnStripesPage();
    },
    async payWithCard() {
      throw cardOnStripesPage();
    },

    async closeOpenCheckout(member) {
      const open = await repo.openCheckoutSession(member.userId);
      if (open) await reuseOrClose(open.id, false);
    },

    async startCheckout(member, tier, urls, offer) {
      // One open Checkout per member: its page is answered again rather than a second one opened
      // (two pages paid in two tabs are two subscriptions). Another tier, or a code just taken,
      // replaces it: Stripe expires the old page, which can then no longer be paid.
      const open = await repo.openCheckoutSession(member.userId);
      if (open) {
        const reused = await reuseOrClose(open.id, open.tier === tier && !offer);
        if (reused) return { url: reused, checkoutSessionId: open.id };
      }
      const customer = await repo.stripeCustomerId(member.userId);
      const metadata = { userId: member.userId, tier };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: prices[tier], quantity: 1 }],
        // A returning member keeps one Stripe customer (and its saved cards and invoices).
        ...(customer ? { customer } : { customer_email: member.email }),
        client_reference_id: member.userId,
        metadata,
        subscription_data: { metadata },
        // The code was checked and its use held by our server; Stripe applies its coupon.
        ...(await discounts(offer)),
        // Stripe fills in {CHECKOUT_SESSION_ID}; the success page polls our copy of the session.
        success_url: `${urls.success}?session_id={CHECKOUT_SESSION_ID}&tier=${tier}`,
        cancel_url: urls.cancel,
      });
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      const claim = await repo.claimCheckoutSession({
        id: session.id,
        userId: member.userId,
        provider: 'stripe',
        tier,
        amountCents: offer ? offer.firstMonthCents : priceCents(tier),
        offerRedemptionId: offer?.redemptionId ?? null,
      });
      if (claim.created) return { url: session.url, checkoutSessionId: session.id };
      // A concurrent request (maybe another process) opened one first: ours is withdrawn at
      // Stripe so it cannot be paid, and the member gets theirs (without this code: it is given back).
      await stripe.checkout.sessions.expire(session.id);
      if (offer)
        throw new CheckoutConflictError(
          'A checkout is already open. Please try again in a moment.',
        );
      const winner = claim.session && (await reuseOrClose(claim.session.id, true));
      if (!claim.session || !winner)
        throw new CheckoutConflictError(
          'A checkout is already open. Please try again in a moment.',
        );
      return { url: winner, checkoutSessionId: claim.session.id };
    },

    async changePlan(_member, current, tier) {
      if (current.cancelAtPeriodEnd) await setCancel(current.providerSubscriptionId, false);
      if (tier === current.tier) return { checkoutSessionId: null };
      const subscription = await stripe.subscriptions.retrieve(current.providerSubscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscription.id} has no items`);

      if (priceCents(tier) > priceCents(current.tier)) {
        // Upgrades start now and invoice the prorated difference at once. pending_if_incomplete
        // keeps the old price unless that invoice is paid, so an unpaid upgrade grants nothing.
        const updated = await declinesAsPaymentErrors(() =>
          stripe.subscriptions.update(subscription.id, {
            items: [{ id: item.id, price: prices[tier] }],
            proration_behavior: 'always_invoice',
            payment_behavior: 'pending_if_incomplete',
          }),
        );
        if (updated.pending_update)
          throw new PaymentDeclinedError(
            'Your payment could not be completed. Please update your card and try again.',
          );
        return { checkoutSessionId: null };
      }

      // Downgrades: the cheaper price is set now without proration, so the next renewal bills
      // it and nothing is refunded; the metadata tells the webhook to keep the dearer tier,
      // already paid for, until the current period ends. (A subscription schedule would do the
      // same inside Stripe, but then cancelling must go through the schedule too.)
      await stripe.subscriptions.update(subscription.id, {
        items: [{ id: item.id, price: prices[tier] }],
        proration_behavior: 'none',
        metadata: {
          keepTier: current.tier,
          keepTierUntil: String(Math.floor(current.currentPeriodEnd.getTime() / 1000)),
        },
      });
      return { checkoutSessionId: null };
    },

    async setCancelAtPeriodEnd(_member, current, cancel) {
      await setCancel(current.providerSubscriptionId, cancel);
    },

    async applyRetentionOffer(current, offer) {
      const coupon = await ensureCoupon(stripe, {
        name: 'Retention offer',
        percentOff: offer.percentOff,
        amountOffCents: null,
        months: offer.months,
      });
      // Replaces any discount the subscription had (as the demo's one offer slot does); the
      // idempotency key makes a retried request apply it once.
      await stripe.subscriptions.update(
        current.providerSubscriptionId,
        { discounts: [{ coupon }] },
        { idempotencyKey: `retention-${current.providerSubscriptionId}` },
      );
    },

    async portalUrl(current, returnUrl) {
      if (!current.providerCustomerId)
        throw new Error(`Subscription ${current.providerSubscriptionId} has no Stripe customer`);
      const session = await stripe.billingPortal.sessions.create({
        customer: current.providerCustomerId,
        return_url: returnUrl,
      });
      return session.url;
    },
  };
}
