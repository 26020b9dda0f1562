import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One subscription as the fake Stripe holds it; tests change it to play Stripe's side. */
export interface FakeSubscription {
  id: string;
  customer: string;
  itemId: string;
  price: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
  periodStart: number;
  periodEnd: number;
  card: { brand: string; last4: string; exp_month?: number; exp_year?: number } | null;
  pendingUpdate: boolean;
  /** The coupon a `discounts` update put on it (retention offer). */
  coupon?: string | null;
}

/** A Checkout Session as the fake holds it; tests complete or expire it to play the buyer and Stripe. */
export interface FakeCheckoutSession {
  id: string;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid';
  params: Record<string, string>;
  card: { brand: string; last4: string } | null;
  /** The payment intent's status once complete; unset: succeeded when paid, else processing. */
  paymentIntentStatus?: string;
}

export function checkoutSessionJson(s: FakeCheckoutSession) {
  return {
    id: s.id,
    object: 'checkout.session',
    mode: s.mode,
    status: s.status,
    payment_status: s.paymentStatus,
    metadata: Object.fromEntries(
      Object.entries(s.params)
        .map(([key, value]) => [key.match(/^metadata\[(.+)\]$/)?.[1], value])
        .filter(([key]) => key),
    ),
    client_reference_id: s.params.client_reference_id ?? null,
    url: s.status === 'open' ? `https://checkout.stripe.test/c/pay/${s.id}` : null,
    payment_intent:
      s.status === 'complete'
        ? {
            id: `pi_${s.id}`,
            object: 'payment_intent',
            status:
              s.paymentIntentStatus ?? (s.paymentStatus === 'paid' ? 'succeeded' : 'processing'),
            payment_method: s.card
              ? { id: 'pm_card', object: 'payment_method', type: 'card', card: s.card }
              : null,
          }
        : null,
  };
}

export interface FakeStripeCall {
  method: string;
  path: string;
  params: Record<string, string>;
}

/** The subscription as Stripe's API (2025-03-31 and later) renders it, payment method expanded. */
export function subscriptionJson(s: FakeSubscription) {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: null,
    start_date: s.periodStart,
    metadata: s.metadata,
    discounts: s.coupon ? [`di_${s.coupon}`] : [],
    pending_update: s.pendingUpdate ? { expires_at: s.periodEnd, subscription_items: [] } : null,
    default_payment_method: s.card
      ? { id: 'pm_test_1', object: 'payment_method', type: 'card', card: s.card }
      : null,
    items: {
      object: 'list',
      data: [
        {
          id: s.itemId,
          object: 'subscription_item',
          price: { id: s.price, object: 'price' },
          quantity: 1,
          current_period_start: s.periodStart,
          current_period_end: s.periodEnd,
        },
      ],
    },
  };
}

/**
 * A local HTTP server answering the few Stripe API calls the app makes, so the real SDK runs
 * unchanged with only its host pointed here (STRIPE_API_BASE). Every call is recorded.
 */
export async function startFakeStripeApi() {
  const calls: FakeStripeCall[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const checkoutSessions = new Map<string, FakeCheckoutSession>();
  /** Coupons by id, as created (their form parameters). */
  const coupons = new Map<string, Record<string, string>>();
  let sessions = 0;
  /** When set, creating a Checkout Session fails like an outage on Stripe's side. */
  const outage = { on: false };
  /** When set, off-session PaymentIntents (a saved card charged) are declined. */
  const declineCharges = { on: false };

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = Object.fromEntries(
        // The SDK sends GET and DELETE parameters in the query string.
        new URLSearchParams(req.method === 'GET' || req.method === 'DELETE' ? url.search : body),
      );
      calls.push({ method: req.method ?? '', path: url.pathname, params });
      const send = (status: number, json: unknown) =>
        res
          .writeHead(status, {
            'content-type': 'application/json',
            'request-id': `req_fake_${calls.length}`,
          })
          .end(JSON.stringify(json));
      const notFound = () =>
        send(404, {
          error: { type: 'invalid_request_error', message: `No such resource: ${url.pathname}` },
        });

      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (outage.on)
          return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
        sessions += 1;
        const session: FakeCheckoutSession = {
          id: `cs_test_${sessions}`,
          mode: params.mode ?? '',
          status: 'open',
          paymentStatus: 'unpaid',
          params,
          card: null,
        };
        checkoutSessions.set(session.id, session);
        return send(200, checkoutSessionJson(session));
      }
      const sessionMatch = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
      if (req.method === 'GET' && sessionMatch) {
        const session = checkoutSessions.get(decodeURIComponent(sessionMatch[1] ?? ''));
        return session ? send(200, checkoutSessionJson(session)) : notFound();
      }
      const expireMatch = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
      if (req.method === 'POST' && expireMatch) {
        const session = checkoutSessions.get(decodeURIComponent(expireMatch[1] ?? ''));
        if (!session) return notFound();
        if (session.status !== 'open')
          return send(400, {
            error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' },
          });
        session.status = 'expired';
        return send(200, checkoutSessionJson(session));
      }
      if (req.method === 'POST' && url.pathname === '/v1/coupons') {
        const couponId = params.id ?? `co_${calls.length}`;
        if (coupons.has(couponId))
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'resource_already_exists',
              message: 'Coupon already exists.',
            },
          });
        coupons.set(couponId, params);
        return send(200, { id: couponId, object: 'coupon', ...params });
      }
      const couponMatch = url.pathname.match(/^\/v1\/coupons\/([^/]+)$/);
      if (req.method === 'GET' && couponMatch) {
        const couponId = decodeURIComponent(couponMatch[1] ?? '');
        const coupon = coupons.get(couponId);
        return coupon ? send(200, { id: couponId, object: 'coupon', ...coupon }) : notFound();
      }
      // A saved card charged off session: confirmed at once, paid unless declineCharges is on.
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        if (declineCharges.on)
          return send(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              message: 'Your card was declined.',
            },
          });
        return send(200, {
          id: `pi_saved_${calls.length}`,
          object: 'payment_intent',
          amount: Number(params.amount),
          status: 'succeeded',
          payment_method: params.payment_method,
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds')
        return send(200, { id: `re_${calls.length}`, object: 'refund', status: 'succeeded' });
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        return send(200, {
          id: 'bps_test_1',
          object: 'billing_portal.session',
          customer: params.customer,
          url: 'https://billing.stripe.test/p/session/bps_test_1',
        });
      }
      const match = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);
      const subscription = match
        ? subscriptions.get(decodeURIComponent(match[1] ?? ''))
        : undefined;
      if (!subscription) return notFound();
      // Cancelling now (DELETE): the subscription ends at once.
      if (req.method === 'DELETE') {
        subscription.status = 'canceled';
        subscription.cancelAtPeriodEnd = false;
        return send(200, subscriptionJson(subscription));
      }
      if (req.method === 'POST') {
        if (params.cancel_at_period_end !== undefined)
          subscription.cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
        if (params['discounts[0][coupon]']) subscription.coupon = params['discounts[0][coupon]'];
        if (params['items[0][price]'] && !subscription.pendingUpdate)
          subscription.price = params['items[0][price]'];
        for (const [key, value] of Object.entries(params)) {
          const meta = key.match(/^metadata\[(.+)\]$/);
          if (meta?.[1]) subscription.metadata[meta[1]] = value;
        }
      }
      return send(200, subscriptionJson(subscription));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    base: `http://127.0.0.1:${port}`,
    calls,
    subscriptions,
    checkoutSessions,
    coupons,
    outage,
    declineCharges,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
