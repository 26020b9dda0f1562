import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePlanBody,
  CheckoutBody,
  CheckoutSessionState,
  RedirectResponse,
  SubscriptionDetails,
  UpdateCardBody,
} from '@fanclub/shared/schemas/billing';
import { HttpError } from '../../plugins/errors';
import type { OfferCodes } from '../../lib/offer-codes';
import { retentionRoutes } from './retention-routes';
import { member } from '../../lib/access';
import type { PaymentProvider } from './provider';
import { billingRepository } from './repository';
import { receiptHtml } from './receipt';
import { checkout, payer, subscriptionDetails, withDeclines } from './checkout';

/** Subscriptions: start or pay a checkout, change plan, cancel and resume, card, receipts. */
export const billingRoutes: FastifyPluginAsyncZod<{
  provider: PaymentProvider;
  publicUrl: string;
  offers: OfferCodes;
}> = async (app, { provider, publicUrl, offers }) => {
  const repo = billingRepository(app.db);
  await app.register(retentionRoutes, { provider, repo });

  app.post(
    '/api/billing/checkout',
    {
      config: { access: 'signedIn' },
      schema: { body: CheckoutBody, response: { 200: RedirectResponse } },
    },
    async (req) => checkout({ provider, repo, publicUrl, offers }, member(req), req.body),
  );

  app.post(
    '/api/billing/change-plan',
    {
      config: { access: 'signedIn' },
      schema: { body: ChangePlanBody, response: { 200: SubscriptionDetails } },
    },
    async (req) => {
      const viewer = member(req);
      const current = await repo.liveSubscription(viewer.userId);
      if (!current)
        throw new HttpError(409, 'You have no paid plan to change. Choose a plan to subscribe.');
      if (req.body.tier === 'free')
        await provider.setCancelAtPeriodEnd(payer(viewer), current, true);
      else
        await withDeclines(() =>
          provider.changePlan(payer(viewer), current, req.body.tier as 'fanplus' | 'vip'),
        );
      return subscriptionDetails(repo, viewer.userId);
    },
  );

  // Choosing Free, or Cancel Subscription: access stays until the end of the paid period.
  for (const path of ['/api/billing/downgrade', '/api/billing/cancel'] as const) {
    app.post(
      path,
      { config: { access: 'signedIn' }, schema: { response: { 200: SubscriptionDetails } } },
      async (req) => {
        const viewer = member(req);
        const current = await repo.liveSubscription(viewer.userId);
        if (!current) throw new HttpError(409, 'You have no paid plan to cancel.');
        await provider.setCancelAtPeriodEnd(payer(viewer), current, true);
        return subscriptionDetails(repo, viewer.userId);
      },
    );
  }

  app.post(
    '/api/billing/resume',
    { config: { access: 'signedIn' }, schema: { response: { 200: SubscriptionDetails } } },
    async (req) => {
      const viewer = member(req);
      const current = await repo.liveSubscription(viewer.userId);
      if (!current?.cancelAtPeriodEnd)
        throw new HttpError(409, 'There is no cancellation to undo.');
      await provider.setCancelAtPeriodEnd(payer(viewer), current, false);
      return subscriptionDetails(repo, viewer.userId);
    },
  );

  app.post(
    '/api/billing/portal',
    { config: { access: 'signedIn' }, schema: { response: { 200: RedirectResponse } } },
    async (req) => {
      const viewer = member(req);
      const current = await repo.liveSubscription(viewer.userId);
      if (!current) throw new HttpError(409, 'You have no paid plan yet.');
      if (!provider.portalUrl) return { url: '/manage-subscription?card=update' };
      return { url: await provider.portalUrl(current, `${publicUrl}/manage-subscription`) };
    },
  );

  app.post(
    '/api/billing/payment-method',
    {
      config: { access: 'signedIn' },
      schema: { body: UpdateCardBody, response: { 200: SubscriptionDetails } },
    },
    async (req) => {
      const viewer = member(req);
      const current = await repo.liveSubscription(viewer.userId);
      if (!current) throw new HttpError(409, 'You have no paid plan yet.');
      if (!provider.updateCard) throw new HttpError(400, 'Update your card on the payment page.');
      await withDeclines(() => provider.updateCard!(payer(viewer), current, req.body));
      return subscriptionDetails(repo, viewer.userId);
    },
  );

  app.get(
    '/api/billing/subscription',
    { config: { access: 'signedIn' }, schema: { response: { 200: SubscriptionDetails } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return subscriptionDetails(repo, member(req).userId);
    },
  );

  app.get(
    '/api/billing/checkout-sessions/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        params: z.object({ id: z.string().min(1).max(255) }),
        response: { 200: CheckoutSessionState },
      },
    },
    async (req, reply) => {
      const session = await repo.checkoutSession(req.params.id, member(req).userId);
      if (!session) throw new HttpError(404, 'Checkout session not found');
      reply.header('cache-control', 'private, no-store');
      return {
        id: session.id,
        status: session.status,
        paymentStatus: session.paymentStatus,
        tier: session.tier,
        amountCents: session.amountCents,
      };
    },
  );

  app.get(
    '/api/billing/receipts/:id',
    {
      config: { access: 'signedIn' },
      schema: { params: z.object({ id: z.string().min(1).max(255) }) },
    },
    async (req, reply) => {
      const viewer = member(req);
      const payment = await repo.paymentForSession(req.params.id, viewer.userId);
      if (!payment) throw new HttpError(404, 'Receipt not found');
      reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8');
      return receiptHtml({ ...payment, email: viewer.email, sessionId: req.params.id });
    },
  );
};
