import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { PaymentEventRelay } from '../../lib/payment-events';
import type { OfferCodes } from '../../lib/offer-codes';
import { offerCodesSlot } from '../../lib/offer-codes';
import type { savedCardsSlot } from '../../lib/saved-cards';
import type { planEnderSlot } from '../../lib/plan-ender';
import { billingRepository } from './repository';
import { demoSavedCards, stripeSavedCards } from './saved-cards';
import { demoProvider } from './demo-provider';
import { noProvider } from './no-provider';
import type { PaymentProvider } from './provider';
import { billingJobs } from './jobs';
import { billingMails } from './mails';
import { billingRoutes } from './routes';
import { createStripeClient } from '../../lib/stripe-client';
import { stripeProvider } from './stripe-provider';
import { stripeWebhook } from './stripe-webhook';

/** Picks the payment provider (Stripe when configured, else the demo in demo mode only, else none: fail closed), mounts the billing routes and starts its jobs. */
export const billingPlugin: FastifyPluginAsync<{
  config: Config;
  provider?: PaymentProvider;
  paymentEvents?: PaymentEventRelay;
  /** Where the shop finds a member's saved card (the one their subscription keeps). */
  savedCards?: ReturnType<typeof savedCardsSlot>;
  /** Discount codes, lent by the offers feature. */
  offerCodes?: OfferCodes;
  /** Where accounts ends a deleted member's plan. */
  planEnder?: ReturnType<typeof planEnderSlot>;
}> = async (app, { config, provider, paymentEvents, savedCards, offerCodes, planEnder }) => {
  const stripe = config.stripe && createStripeClient(config.stripe);
  const offers = offerCodes ?? offerCodesSlot();
  const releaseOffer = (redemptionId: string) => offers.release(redemptionId);
  const active =
    provider ??
    (stripe && config.stripe
      ? stripeProvider(app.db, stripe, config.stripe.prices, releaseOffer)
      : config.demoMode
        ? demoProvider(app.db)
        : noProvider());
  if (active.kind === 'none')
    app.log.warn(
      'Payments are off: set the STRIPE_* variables to take payments (the demo provider runs only with DEMO_MODE=true)',
    );
  if (stripe && active.kind === 'stripe') savedCards?.provide(stripeSavedCards(app.db, stripe));
  else if (active.kind === 'demo') savedCards?.provide(demoSavedCards(app.db));
  const plans = billingRepository(app.db);
  planEnder?.provide({
    async endPlan(member) {
      const current = await plans.liveSubscription(member.userId);
      if (current && !current.cancelAtPeriodEnd)
        await active.setCancelAtPeriodEnd(member, current, true);
    },
  });
  await app.register(billingRoutes, {
    provider: active,
    publicUrl: config.publicUrl,
    offers,
  });
  if (stripe && config.stripe) {
    await app.register(stripeWebhook, {
      stripe,
      webhookSecret: config.stripe.webhookSecret,
      prices: config.stripe.prices,
      others: paymentEvents,
      releaseOffer,
      confirmOffer: (redemptionId) => offers.confirm(redemptionId),
    });
  }

  billingJobs(app, active);
  await billingMails(app);
};
