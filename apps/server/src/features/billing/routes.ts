import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planById } from '@fanclub/shared/plans';
import {
  ChangePlanBody,
  CheckoutBody,
  CheckoutSessionState,
  RedirectResponse,
  SubscriptionDetails,
  UpdateCardBody,
} from '@fanclub/shared/schemas/billing';
import { HttpError } from '../../plugins/errors';
import { requireViewer } from '../../lib/guards';
import type { Viewer } from '../../plugins/viewer';
import type { PaymentProvider } from './provider';
import { PaymentDeclinedError } from './provider';
import { billingRepository } from './repository';
import { paymentsNotSetUp } from '../../lib/payments-off';
import { receiptHtml } from './receipt';

const successUrl = (sessionId: string, tier: string) =>
  `/payment-success?session_id=${encodeURIComponent(sessionId)}&tier=${tier}&payment_status=paid`;

/** Subscriptions: start or pay a checkout, change plan, cancel and resume, card, receipts. */
export const billingRoutes: FastifyPluginAsyncZod<{
  provider: PaymentProvider;
  publicUrl: string;
}> = async (app, { provider, publicUrl }) => {
  const repo = billingRepository(app.db);
  const member = (v: Viewer) => ({ userId: v.userId, email: v.email });

  async function withDeclines<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof PaymentDeclinedError)
        throw new HttpError(402, error.message, { cardNumber: error.message });
      throw error;
    }
  }

  app.post(
    '/api/billing/checkout',
    {
      config: { access: 'signedIn' },
      schema: { body: CheckoutBody, response: { 200: RedirectResponse } },
    },
    async (req) => {
      const viewer = requireViewer(req);
      // Fail closed before anything else: with no provider nothing may be paid for or granted.
      if (provider.kind === 'none') throw paymentsNotSetUp();
      const body = req.body;
      if ('cardNumber' in body) {
        if (!provider.payWithCard)
          throw new HttpError(
            400,
            'Card details are entered on the payment page. Please use the Subscribe button.',
          );
        const { checkoutSessionId } = await withDeclines(() =>
          provider.payWithCard!(member(viewer), body.tier, body),
        );
        return { url: successUrl(checkoutSessionId, body.tier) };
      }
      if (body.paymentMethod && provider.kind === 'demo') {
        throw new HttpError(
          400,
          'Apple Pay and Google Pay work when payments run on Stripe. Please pay by card.',
        );
      }
      const current = await repo.liveSubscription(viewer.userId);
      if (current && (current.tier !== body.tier || current.cancelAtPeriodEnd)) {
        const { checkoutSessionId } = await withDeclines(() =>
          provider.changePlan(member(viewer), current, body.tier),
        );
        return {
          url: checkoutSessionId
            ? successUrl(checkoutSessionId, body.tier)
            : '/manage-subscription',
        };
      }
      if (current) throw new HttpError(409, 'You are already on this plan.');
      const { url } = await provider.startCheckout(member(viewer), body.tier, {
        success: `${publicUrl}/payment-success`,
        cancel: `${publicUrl}/payment-cancelled`,
      });
      return { url };
    },
  );

  app.post(
    '/api/billing/change-plan',
    {
      config: { access: 'signedIn' },
      schema: { body: ChangePlanBody, response: { 200: SubscriptionDetails } },
    },
    async (req) => {
      const viewer = requireViewer(req);
      const current = await repo.liveSubscription(viewer.userId);
      if (!current)
        throw new HttpError(409, 'You have no paid plan to change. Choose a plan to subscribe.');
      if (req.body.tier === 'free')
        await provider.setCancelAtPeriodEnd(member(viewer), current, true);
      else
        await withDeclines(() =>
          provider.changePlan(member(viewer), current, req.body.tier as 'fanplus' | 'vip'),
        );
      return details(viewer.userId);
    },
  );

  // Choosing Free, or Cancel Subscription: access stays until the end of the paid period.
  for (const path of ['/api/billing/downgrade', '/api/billing/cancel'] as const) {
    app.post(
      path,
      { config: { access: 'signedIn' }, schema: { response: { 200: SubscriptionDetails } } },
      async (req) => {
        const viewer = requireViewer(req);
        const current = await repo.liveSubscription(viewer.userId);
        if (!current) throw new HttpError(409, 'You have no paid plan to cancel.');
        await provider.setCancelAtPeriodEnd(member(viewer), current, true);
        return details(viewer.userId);
      },
    );
  }

  app.post(
    '/api/billing/resume',
    { config: { access: 'signedIn' }, schema: { response: { 200: SubscriptionDetails } } },
    async (req) => {
      const viewer = requireViewer(req);
      const current = await repo.liveSubscription(viewer.userId);
      if (!current?.cancelAtPeriodEnd)
        throw new HttpError(409, 'There is no cancellation to undo.');
      await provider.setCancelAtPeriodEnd(member(viewer), current, false);
      return details(viewer.userId);
    },
  );

  app.post(
    '/api/billing/portal',
    { config: { access: 'signedIn' }, schema: { response: { 200: RedirectResponse } } },
    async (req) => {
      const viewer = requireViewer(req);
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
      const viewer = requireViewer(req);
      const current = await repo.liveSubscription(viewer.userId);
      if (!current) throw new HttpError(409, 'You have no paid plan yet.');
      if (!provider.updateCard) throw new HttpError(400, 'Update your card on the payment page.');
      await withDeclines(() => provider.updateCard!(member(viewer), current, req.body));
      return details(viewer.userId);
    },
  );

  app.get(
    '/api/billing/subscription',
    { config: { access: 'signedIn' }, schema: { response: { 200: SubscriptionDetails } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return details(requireViewer(req).userId);
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
      const session = await repo.checkoutSession(req.params.id, requireViewer(req).userId);
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
      const viewer = requireViewer(req);
      const payment = await repo.paymentForSession(req.params.id, viewer.userId);
      if (!payment) throw new HttpError(404, 'Receipt not found');
      reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8');
      return receiptHtml({ ...payment, email: viewer.email, sessionId: req.params.id });
    },
  );

  async function details(userId: string): Promise<SubscriptionDetails> {
    const current = await repo.liveSubscription(userId);
    if (!current)
      return {
        tier: 'free',
        status: 'none',
        provider: null,
        priceCents: 0,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        scheduledTier: null,
        card: null,
      };
    const { row } = current;
    return {
      tier: current.tier,
      status: current.status,
      provider: current.provider,
      priceCents: planById(current.tier)?.priceCents ?? 0,
      currentPeriodEnd: current.currentPeriodEnd.toISOString(),
      cancelAtPeriodEnd: current.cancelAtPeriodEnd,
      scheduledTier:
        row.scheduledTier === 'fanplus' || row.scheduledTier === 'vip' ? row.scheduledTier : null,
      card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    };
  }
};
