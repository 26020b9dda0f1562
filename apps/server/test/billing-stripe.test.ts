import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startFakeStripeApi, subscriptionJson } from './helpers/fake-stripe-api';
import type { FakeSubscription } from './helpers/fake-stripe-api';
import { client, signIn } from './helpers/session';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';

const SECRET = 'whsec_test';
const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

describe(`subscriptions with Stripe (Stripe's API faked at the network edge) on ${testDbKind()}`, () => {
  let fake: Awaited<ReturnType<typeof startFakeStripeApi>>;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  let fan: Awaited<ReturnType<typeof signIn>>;
  let userId: string;
  let sub: FakeSubscription;
  let events = 0;

  const tier = async () => (await fan.get('/api/me')).json().profile.subscriptionTier;
  const count = async (query: ReturnType<typeof sql>) =>
    ((await ctx.app.db.execute(query)).rows[0] as { n: number }).n;
  const event = (type: string, object: unknown, created = now()) =>
    JSON.stringify({
      id: `evt_test_${++events}`,
      object: 'event',
      type,
      created,
      data: { object },
    });
  /** Delivers a payload as Stripe does: no session, no Origin, signed with the SDK's own test helper. */
  const deliver = (payload: string, sign: { secret?: string; timestamp?: number } | null = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhooks/stripe',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(sign
          ? {
              'stripe-signature': Stripe.webhooks.generateTestHeaderString({
                payload,
                secret: sign.secret ?? SECRET,
                timestamp: sign.timestamp,
              }),
            }
          : {}),
      },
      payload,
    });
  const completed = () =>
    event('checkout.session.completed', {
      id: 'cs_test_1',
      object: 'checkout.session',
      mode: 'subscription',
      subscription: sub.id,
      client_reference_id: userId,
      payment_status: 'paid',
      amount_total: 999,
    });
  let completedPayload: string;

  beforeAll(async () => {
    fake = await startFakeStripeApi();
    ctx = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PRICE_FANPLUS: 'price_fanplus',
      STRIPE_PRICE_VIP: 'price_vip',
      STRIPE_API_BASE: fake.base,
    });
    origin = ctx.config.publicUrl;
    fan = await signIn(ctx.app, origin, 'fan@example.com', 'fanclub-demo', '10.30.0.1');
    userId = (await fan.get('/api/me')).json().user.id;
    const start = now();
    sub = {
      id: 'sub_test_1',
      customer: 'cus_test_1',
      itemId: 'si_test_1',
      price: 'price_fanplus',
      status: 'active',
      cancelAtPeriodEnd: false,
      metadata: { userId, tier: 'fanplus' },
      periodStart: start,
      periodEnd: start + 30 * DAY,
      card: { brand: 'visa', last4: '4242' },
      pendingUpdate: false,
    };
    fake.subscriptions.set(sub.id, sub);
    completedPayload = completed();
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('turns Stripe on only with all four STRIPE_* variables, naming the one missing', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(() =>
      loadConfig({
        STRIPE_SECRET_KEY: 'sk',
        STRIPE_WEBHOOK_SECRET: 'whsec',
        STRIPE_PRICE_FANPLUS: 'p',
      }),
    ).toThrow(/STRIPE_PRICE_VIP/);
    expect(() => loadConfig({ STRIPE_API_BASE: 'not a url' })).toThrow(/STRIPE_API_BASE/);
    expect(ctx.config.stripe?.api).toEqual({
      host: '127.0.0.1',
      port: new URL(fake.base).port,
      protocol: 'http',
    });
  });

  it('starts a Checkout Session in subscription mode, and that alone changes nothing', async () => {
    const res = await fan.post('/api/billing/checkout', { tier: 'fanplus' });
    expect(res.json()).toEqual({ url: 'https://checkout.stripe.test/c/pay/cs_test_1' });
    const [call] = fake.callsTo('POST', '/v1/checkout/sessions');
    expect(call?.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_fanplus',
      'line_items[0][quantity]': '1',
      customer_email: 'fan@example.com',
      client_reference_id: userId,
      'metadata[userId]': userId,
      'metadata[tier]': 'fanplus',
      'subscription_data[metadata][userId]': userId,
      success_url: `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}&tier=fanplus`,
      cancel_url: `${origin}/payment-cancelled`,
    });
    expect(await tier()).toBe('free');
    expect((await fan.get('/api/billing/checkout-sessions/cs_test_1')).json()).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
      tier: 'fanplus',
      amountCents: 999,
    });
    // Stripe takes the card itself; card details posted to us are refused.
    const card = {
      paymentMethod: 'card',
      email: 'a@example.org',
      fullName: 'A Fan',
      cardNumber: '4242424242424242',
      expDate: '12/39',
      cvc: '123',
      zipCode: '90210',
      country: 'US',
    };
    expect((await fan.post('/api/billing/checkout', { tier: 'fanplus', ...card })).statusCode).toBe(
      400,
    );
  });

  it('answers 401 to callers without a session; the webhook needs neither session nor Origin', async () => {
    const anonymous = client(ctx.app, origin);
    for (const path of [
      '/api/billing/checkout',
      '/api/billing/change-plan',
      '/api/billing/cancel',
      '/api/billing/resume',
      '/api/billing/portal',
    ]) {
      expect((await anonymous.post(path, { tier: 'vip' })).statusCode, path).toBe(401);
    }
    expect((await anonymous.get('/api/billing/checkout-sessions/cs_test_1')).statusCode).toBe(401);
    // A signed event of a type we do not act on is acknowledged and records nothing.
    const res = await deliver(event('customer.created', { id: 'cus_test_1', object: 'customer' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await count(sql`select count(*)::int as n from payment_events`)).toBe(0);
  });

  it('refuses a bad or missing signature and a tampered body, changing nothing', async () => {
    for (const res of [
      await deliver(completedPayload, { secret: 'whsec_wrong' }),
      await deliver(completedPayload, null),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: 'The Stripe signature is missing or does not match this endpoint.',
      });
    }
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: completedPayload,
      secret: SECRET,
    });
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: completedPayload.replace('"paid"', '"paid" '),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await tier()).toBe('free');
    expect(fake.callsTo('GET', `/v1/subscriptions/${sub.id}`)).toHaveLength(0);
    expect((await fan.get('/api/billing/checkout-sessions/cs_test_1')).json().status).toBe('open');
  });

  it('refuses a replay signed longer ago than the 300-second tolerance', async () => {
    const res = await deliver(completedPayload, { timestamp: now() - 301 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/older than 300 seconds/);
    expect(await tier()).toBe('free');
  });

  it('applies a verified checkout.session.completed from the re-read subscription', async () => {
    const res = await deliver(completedPayload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(fake.callsTo('GET', `/v1/subscriptions/${sub.id}`)).toHaveLength(1);
    expect(await tier()).toBe('fanplus');
    expect((await fan.get('/api/billing/checkout-sessions/cs_test_1')).json()).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      tier: 'fanplus',
      amountCents: 999,
    });
    expect((await fan.get('/api/billing/subscription')).json()).toMatchObject({
      tier: 'fanplus',
      status: 'active',
      provider: 'stripe',
      cancelAtPeriodEnd: false,
      card: { brand: 'Visa', last4: '4242' },
      currentPeriodEnd: new Date(sub.periodEnd * 1000).toISOString(),
    });
    expect((await fan.get('/api/billing/receipts/cs_test_1')).body).toContain('$9.99');
  });

  it('applies the same event delivered twice only once', async () => {
    expect((await deliver(completedPayload)).statusCode).toBe(200);
    expect(fake.callsTo('GET', `/v1/subscriptions/${sub.id}`)).toHaveLength(1);
    const id = JSON.parse(completedPayload).id as string;
    expect(await count(sql`select count(*)::int as n from payment_events where id = ${id}`)).toBe(
      1,
    );
    expect(
      await count(sql`select count(*)::int as n from payments where user_id = ${userId}`),
    ).toBe(1);
    // The first invoice is the checkout's payment; a renewal's invoice adds one more.
    const invoice = (billing_reason: string) => ({
      id: `in_${billing_reason}`,
      object: 'invoice',
      billing_reason,
      amount_paid: 999,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
    });
    expect((await deliver(event('invoice.paid', invoice('subscription_create')))).statusCode).toBe(
      200,
    );
    const renewal = event('invoice.paid', invoice('subscription_cycle'));
    expect((await deliver(renewal)).statusCode).toBe(200);
    expect((await deliver(renewal)).statusCode).toBe(200);
    expect(
      await count(sql`select count(*)::int as n from payments where user_id = ${userId}`),
    ).toBe(2);
  });

  it("upgrades through Stripe with an immediate prorated invoice; the tier follows Stripe's event", async () => {
    // An unpaid proration invoice leaves Stripe's update pending: the member hears of it at once.
    sub.pendingUpdate = true;
    expect((await fan.post('/api/billing/change-plan', { tier: 'vip' })).statusCode).toBe(402);
    sub.pendingUpdate = false;
    const res = await fan.post('/api/billing/change-plan', { tier: 'vip' });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.callsTo('POST', `/v1/subscriptions/${sub.id}`).at(-1)?.params).toMatchObject({
      'items[0][id]': 'si_test_1',
      'items[0][price]': 'price_vip',
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    expect(await tier()).toBe('fanplus');
    await deliver(event('customer.subscription.updated', subscriptionJson(sub)));
    expect(await tier()).toBe('vip');
  });

  it('downgrades without proration, keeping the paid-for tier until Stripe renews', async () => {
    expect((await fan.post('/api/billing/change-plan', { tier: 'fanplus' })).statusCode).toBe(200);
    expect(fake.callsTo('POST', `/v1/subscriptions/${sub.id}`).at(-1)?.params).toMatchObject({
      'items[0][price]': 'price_fanplus',
      proration_behavior: 'none',
      'metadata[keepTier]': 'vip',
      'metadata[keepTierUntil]': String(sub.periodEnd),
    });
    await deliver(event('customer.subscription.updated', subscriptionJson(sub)));
    expect(await tier()).toBe('vip');
    sub.periodStart = sub.periodEnd;
    sub.periodEnd += 30 * DAY;
    await deliver(event('customer.subscription.updated', subscriptionJson(sub)));
    expect(await tier()).toBe('fanplus');
  });

  it('cancels at period end and opens the Billing Portal through Stripe', async () => {
    expect((await fan.post('/api/billing/cancel')).statusCode).toBe(200);
    expect(fake.callsTo('POST', `/v1/subscriptions/${sub.id}`).at(-1)?.params).toEqual({
      cancel_at_period_end: 'true',
    });
    await deliver(event('customer.subscription.updated', subscriptionJson(sub)));
    expect((await fan.get('/api/billing/subscription')).json()).toMatchObject({
      tier: 'fanplus',
      cancelAtPeriodEnd: true,
    });
    const portal = await fan.post('/api/billing/portal');
    expect(portal.json()).toEqual({ url: 'https://billing.stripe.test/p/session/bps_test_1' });
    expect(fake.callsTo('POST', '/v1/billing_portal/sessions')[0]?.params).toEqual({
      customer: 'cus_test_1',
      return_url: `${origin}/manage-subscription`,
    });
  });

  it('an older event delivered after a newer one cannot roll the member back', async () => {
    const staleActive = subscriptionJson({
      ...sub,
      status: 'active',
      price: 'price_vip',
      cancelAtPeriodEnd: false,
    });
    const older = event('customer.subscription.created', staleActive, now() - 60);
    sub.status = 'canceled';
    expect(
      (await deliver(event('customer.subscription.updated', subscriptionJson(sub)))).statusCode,
    ).toBe(200);
    expect(await tier()).toBe('free');
    expect((await deliver(older)).statusCode).toBe(200);
    expect(await tier()).toBe('free');
    expect((await fan.get('/api/billing/subscription')).json()).toMatchObject({
      tier: 'free',
      status: 'none',
    });
    expect(
      await count(
        sql`select count(*)::int as n from subscriptions where provider_subscription_id = ${sub.id} and status = 'canceled'`,
      ),
    ).toBe(1);
  });
});
