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
  card: { brand: string; last4: string } | null;
  pendingUpdate: boolean;
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
    pending_update: s.pendingUpdate ? { expires_at: s.periodEnd, subscription_items: [] } : null,
    default_payment_method: s.card ? { id: 'pm_test_1', object: 'payment_method', type: 'card', card: s.card } : null,
    items: {
      object: 'list',
      data: [{ id: s.itemId, object: 'subscription_item', price: { id: s.price, object: 'price' }, quantity: 1, current_period_start: s.periodStart, current_period_end: s.periodEnd }],
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
  let sessions = 0;

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
      calls.push({ method: req.method ?? '', path: url.pathname, params });
      const send = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${calls.length}` }).end(JSON.stringify(json));
      const notFound = () => send(404, { error: { type: 'invalid_request_error', message: `No such resource: ${url.pathname}` } });

      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        sessions += 1;
        const id = `cs_test_${sessions}`;
        return send(200, { id, object: 'checkout.session', mode: params.mode, url: `https://checkout.stripe.test/c/pay/${id}` });
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        return send(200, { id: 'bps_test_1', object: 'billing_portal.session', customer: params.customer, url: 'https://billing.stripe.test/p/session/bps_test_1' });
      }
      const match = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);
      const subscription = match ? subscriptions.get(decodeURIComponent(match[1] ?? '')) : undefined;
      if (!subscription) return notFound();
      if (req.method === 'POST') {
        if (params.cancel_at_period_end !== undefined) subscription.cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
        if (params['items[0][price]'] && !subscription.pendingUpdate) subscription.price = params['items[0][price]'];
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
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
