import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripeApi } from './helpers/fake-stripe-api';
import { orderBody } from './helpers/order-body';
import { signIn } from './helpers/session';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';

const TEE = { productId: 2, colour: 'White', size: 'M', quantity: 1 };
const savedOrder = () => {
  const { cardNumber: _n, expDate: _e, cvc: _c, zipCode: _z, ...rest } = orderBody();
  return { ...rest, savedCard: true };
};

describe(`the saved card charged off session on Stripe (API faked at the network edge) on ${testDbKind()}`, () => {
  let fake: Awaited<ReturnType<typeof startFakeStripeApi>>;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let fan: Awaited<ReturnType<typeof signIn>>;
  const charges = () => fake.callsTo('POST', '/v1/payment_intents');

  beforeAll(async () => {
    fake = await startFakeStripeApi();
    ctx = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_saved',
      STRIPE_PRICE_FANPLUS: 'price_fanplus',
      STRIPE_PRICE_VIP: 'price_vip',
      STRIPE_API_BASE: fake.base,
    });
    fan = await signIn(
      ctx.app,
      ctx.config.publicUrl,
      'fan@example.com',
      'fanclub-demo',
      '10.32.0.1',
    );
    const userId = (await fan.get('/api/me')).json().user.id as string;
    const now = Math.floor(Date.now() / 1000);
    // The member's Stripe subscription, as its webhook would have recorded it.
    await ctx.app.db.execute(sql`insert into subscriptions
      (user_id, provider, provider_subscription_id, provider_customer_id, tier, status,
       current_period_start, current_period_end, card_brand, card_last4)
      values (${userId}, 'stripe', 'sub_saved_1', 'cus_saved_1', 'fanplus', 'active',
       now(), now() + interval '30 days', 'Visa', '4242')`);
    fake.subscriptions.set('sub_saved_1', {
      id: 'sub_saved_1',
      customer: 'cus_saved_1',
      itemId: 'si_saved_1',
      price: 'price_fanplus',
      status: 'active',
      cancelAtPeriodEnd: false,
      metadata: { userId, tier: 'fanplus' },
      periodStart: now,
      periodEnd: now + 30 * 86_400,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2039 },
      pendingUpdate: false,
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('shows brand, last 4 and expiry, never Stripe ids', async () => {
    const res = await fan.get('/api/me/saved-card');
    expect(res.json()).toEqual({
      card: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2039 },
    });
    expect(res.body).not.toMatch(/(cus|sub|pm)_/);
  });

  it("charges the subscription's default payment method off session; the order is paid at once", async () => {
    await fan.put('/api/cart', { lines: [TEE] });
    const res = await fan.post('/api/orders', savedOrder());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(/(cus|pm|pi)_/);
    const [charge] = charges();
    expect(charge?.params).toMatchObject({
      customer: 'cus_saved_1',
      payment_method: 'pm_test_1',
      off_session: 'true',
      confirm: 'true',
      currency: 'usd',
    });
    const order = (await fan.get(`/api/orders/${res.json().orderId}`)).json();
    expect(order.status).toBe('paid');
    expect(order.card).toEqual({ brand: 'Visa', last4: '4242' });
    expect(Number(charge?.params.amount)).toBe(order.items[0].unitPriceCents);
    // No hosted page was opened for it.
    expect(fake.callsTo('POST', '/v1/checkout/sessions')).toHaveLength(0);
  });

  it('a decline is 402 with a clear message, and no order is written', async () => {
    fake.declineCharges.on = true;
    const before = (await fan.get('/api/orders')).json().length;
    await fan.put('/api/cart', { lines: [TEE] });
    const res = await fan.post('/api/orders', savedOrder());
    fake.declineCharges.on = false;
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your saved card was declined. Please use another card.');
    expect((await fan.get('/api/orders')).json()).toHaveLength(before);
  });
});
