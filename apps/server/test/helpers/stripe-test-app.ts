import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { CartLineInput } from '@fanclub/shared/schemas/commerce';
import { startFakeStripeApi } from './fake-stripe-api';
import { TEST_ADDRESS } from './order-body';
import { client } from './session';
import { createTestApp } from './test-app';

/** The webhook signing secret of every stripeTestApp(). */
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_test_app';

/**
 * A test app with Stripe configured, its API faked at the network edge (fake-stripe-api.ts), and
 * `deliver`, which posts a Stripe event as Stripe does: signed, with no session cookie or Origin.
 * `close` stops both. `env` adds to or overrides the app's variables.
 */
export async function stripeTestApp(env: Record<string, string> = {}) {
  const fake = await startFakeStripeApi();
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  try {
    ctx = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_PRICE_FANPLUS: 'price_fanplus',
      STRIPE_PRICE_VIP: 'price_vip',
      STRIPE_API_BASE: fake.base,
      ...env,
    });
  } catch (error) {
    await fake.close();
    throw error;
  }
  const app = ctx;

  /** A signed event of `type` about `object`; each delivery has a new event id. */
  function deliver(type: string, object: unknown, contentType = 'application/json') {
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
    return app.app.inject({
      method: 'POST',
      url: '/api/billing/webhooks/stripe',
      headers: {
        'content-type': contentType,
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: STRIPE_TEST_WEBHOOK_SECRET,
        }),
      },
      payload,
    });
  }

  /** Stripe's event about a one-off Checkout page (payment mode), by its session id. */
  const deliverPage = (type: string, sessionId: string) =>
    deliver(type, { id: sessionId, object: 'checkout.session', mode: 'payment' });

  /** The buyer pays on Stripe's page `sessionId` by card (the fake's session completes, paid). */
  const payPage = (sessionId: string) =>
    Object.assign(fake.checkoutSessions.get(sessionId)!, {
      status: 'complete',
      paymentStatus: 'paid',
      card: { brand: 'visa', last4: '4242' },
    });

  /**
   * A guest's merch order placed by a browser asking for `language`, paid on Stripe's page, and
   * Stripe's signed checkout.session.completed delivered (it carries no language of the buyer's).
   */
  async function paidGuestOrder(email: string, language: string, lines: CartLineInput[]) {
    const res = await client(app.app, app.config.publicUrl).post(
      '/api/orders',
      { email, ...TEST_ADDRESS, acceptTerms: true, lines },
      { 'accept-language': language },
    );
    if (res.statusCode !== 200) throw new Error(`order refused: ${res.statusCode} ${res.body}`);
    const orderId = res.json().orderId as string;
    const { rows } = await app.app.db.execute(
      sql`select checkout_session_id from orders where id = ${orderId}`,
    );
    const sessionId = (rows[0] as { checkout_session_id: string }).checkout_session_id;
    payPage(sessionId);
    const delivered = await deliverPage('checkout.session.completed', sessionId);
    if (delivered.statusCode !== 200) throw new Error(`webhook answered ${delivered.statusCode}`);
    return orderId;
  }

  async function close() {
    await app.close();
    await fake.close();
  }

  return { fake, ctx: app, deliver, deliverPage, payPage, paidGuestOrder, close };
}
export type StripeTestApp = Awaited<ReturnType<typeof stripeTestApp>>;
