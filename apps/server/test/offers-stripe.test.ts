import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_FIRST_TIME, OFFER_USED_UP } from '@fanclub/shared/offers';
import { subscriptions } from '../src/db/schema/billing';
import { createMembers, MEMBER_PASSWORD } from './helpers/members';
import { TEST_ADDRESS } from './helpers/order-body';
import type { client } from './helpers/session';
import { signIn } from './helpers/session';
import type { StripeTestApp } from './helpers/stripe-test-app';
import { stripeTestApp } from './helpers/stripe-test-app';
import { testDbKind } from './helpers/test-database';

type Caller = ReturnType<typeof client>;
const TEE = { productId: 2, colour: 'White', size: 'M', quantity: 1 };
const DAY = 86_400;

describe(`discount codes and the retention offer with Stripe (Stripe's API faked at the network edge) on ${testDbKind()}`, () => {
  let stripe: StripeTestApp;
  let fake: StripeTestApp['fake'];
  let ctx: StripeTestApp['ctx'];
  let admin: Caller;
  let n = 0;
  let ip = 0;

  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await ctx.app.db.execute(query)).rows[0] as T;
  const usesOf = async (id: string) =>
    (await one<{ uses: number }>(sql`select uses from offer_codes where id = ${id}`)).uses;
  const sessionCreates = () => fake.callsTo('POST', '/v1/checkout/sessions');
  const couponCreates = () => fake.callsTo('POST', '/v1/coupons');

  /** Fresh signed-in members with their ids. */
  async function members(count: number) {
    const rows = await createMembers(ctx.app, `stripeoffer${++n}`, count);
    return Promise.all(
      rows.map(async (r) => ({
        id: r.id,
        caller: await signIn(
          ctx.app,
          ctx.config.publicUrl,
          r.email,
          MEMBER_PASSWORD,
          `10.38.${n}.${++ip}`,
        ),
      })),
    );
  }
  async function newCode(rules: Record<string, unknown>) {
    const res = await admin.post('/api/admin/offers', {
      code: `STR${++n}${randomUUID().slice(0, 4)}`,
      kind: 'subscription',
      ...rules,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; code: string };
  }
  const deliver = (type: string, object: unknown) => stripe.deliver(type, object);

  beforeAll(async () => {
    stripe = await stripeTestApp();
    ({ fake, ctx } = stripe);
    admin = await signIn(
      ctx.app,
      ctx.config.publicUrl,
      'admin@example.com',
      'fanclub-demo',
      '10.38.0.1',
    );
  });
  afterAll(async () => {
    await stripe?.close();
  });

  it('puts a membership code on the Checkout Session as one reused Stripe coupon, priced as quoted', async () => {
    const { id, code } = await newCode({ percentOff: 20, months: 3 });
    const [a, b] = await members(2);
    const quote = (await a!.caller.post('/api/offers/check', { code, plan: 'fanplus' })).json();
    expect(quote).toMatchObject({ amountCents: 999, discountCents: 200, totalCents: 799 });

    const res = await a!.caller.post('/api/billing/checkout', {
      tier: 'fanplus',
      discountCode: code,
    });
    expect(res.statusCode, res.body).toBe(200);
    const coupon = `fanclub-${code}-20pct-3m`;
    expect(couponCreates().map((c) => c.params)).toEqual([
      expect.objectContaining({
        id: coupon,
        name: code,
        percent_off: '20',
        duration: 'repeating',
        duration_in_months: '3',
      }),
    ]);
    const session = sessionCreates().at(-1)!;
    expect(session.params).toMatchObject({ mode: 'subscription', 'discounts[0][coupon]': coupon });
    const sessionId = res.json().url.split('/').at(-1) as string;
    // What our success page and receipts expect is what the quote said.
    expect(
      (await a!.caller.get(`/api/billing/checkout-sessions/${sessionId}`)).json(),
    ).toMatchObject({ amountCents: 799 });
    expect(await usesOf(id)).toBe(1);

    // A second member's checkout reuses the coupon: no new one per checkout.
    const second = await b!.caller.post('/api/billing/checkout', {
      tier: 'vip',
      discountCode: code.toLowerCase(),
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(couponCreates()).toHaveLength(1);
    expect(sessionCreates().at(-1)!.params['discounts[0][coupon]']).toBe(coupon);
    expect(await usesOf(id)).toBe(2);
  });

  it('makes an amount-off one-month code a `once` coupon in dollars', async () => {
    const { code } = await newCode({ amountOffCents: 500, months: 1 });
    const [m] = await members(1);
    expect(
      (await m!.caller.post('/api/billing/checkout', { tier: 'vip', discountCode: code }))
        .statusCode,
    ).toBe(200);
    expect(couponCreates().at(-1)!.params).toMatchObject({
      id: `fanclub-${code}-500c-1m`,
      amount_off: '500',
      currency: 'usd',
      duration: 'once',
    });
  });

  it('checks first-time-only and use limits on our server before any Stripe page exists', async () => {
    const firstTime = await newCode({ percentOff: 50, months: 2, firstTimeOnly: true });
    const capped = await newCode({ percentOff: 10, months: 2, maxUses: 1 });
    const [returning, x, y] = await members(3);
    const now = new Date();
    await ctx.app.db.insert(subscriptions).values({
      userId: returning!.id,
      provider: 'stripe',
      providerSubscriptionId: `sub_old_${randomUUID()}`,
      tier: 'fanplus',
      status: 'canceled',
      currentPeriodStart: now,
      currentPeriodEnd: now,
    });
    const before = sessionCreates().length;
    const refused = await returning!.caller.post('/api/billing/checkout', {
      tier: 'fanplus',
      discountCode: firstTime.code,
    });
    expect([refused.statusCode, refused.json().message]).toEqual([400, OFFER_FIRST_TIME]);
    expect(
      (
        await x!.caller.post('/api/billing/checkout', {
          tier: 'fanplus',
          discountCode: capped.code,
        })
      ).statusCode,
    ).toBe(200);
    const usedUp = await y!.caller.post('/api/billing/checkout', {
      tier: 'fanplus',
      discountCode: capped.code,
    });
    expect([usedUp.statusCode, usedUp.json().message]).toEqual([400, OFFER_USED_UP]);
    expect(sessionCreates().length).toBe(before + 1);
    expect(await usesOf(firstTime.id)).toBe(0);
    expect(await usesOf(capped.id)).toBe(1);
  });

  it('gives the use back when the page cannot open, or when Stripe expires it unpaid (once)', async () => {
    const { id, code } = await newCode({ percentOff: 10, months: 2, maxUses: 5 });
    const [m, k] = await members(2);
    fake.outage.on = true;
    const down = await m!.caller.post('/api/billing/checkout', {
      tier: 'fanplus',
      discountCode: code,
    });
    fake.outage.on = false;
    expect(down.statusCode).toBeGreaterThanOrEqual(500);
    expect(await usesOf(id)).toBe(0);

    const res = await k!.caller.post('/api/billing/checkout', {
      tier: 'fanplus',
      discountCode: code,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await usesOf(id)).toBe(1);
    const sessionId = res.json().url.split('/').at(-1) as string;
    fake.checkoutSessions.get(sessionId)!.status = 'expired';
    const expired = { id: sessionId, object: 'checkout.session', mode: 'subscription' };
    expect((await deliver('checkout.session.expired', expired)).statusCode).toBe(200);
    expect((await deliver('checkout.session.expired', expired)).statusCode).toBe(200);
    expect(await usesOf(id)).toBe(0);
    expect((await k!.caller.get(`/api/billing/checkout-sessions/${sessionId}`)).json().status).toBe(
      'expired',
    );
  });

  it('refuses a membership code for a member who already has a plan', async () => {
    const { code } = await newCode({ percentOff: 10, months: 2 });
    const [m] = await members(1);
    const start = Math.floor(Date.now() / 1000);
    await ctx.app.db.insert(subscriptions).values({
      userId: m!.id,
      provider: 'stripe',
      providerSubscriptionId: `sub_live_${randomUUID()}`,
      tier: 'fanplus',
      status: 'active',
      currentPeriodStart: new Date(start * 1000),
      currentPeriodEnd: new Date((start + 30 * DAY) * 1000),
    });
    const res = await m!.caller.post('/api/billing/checkout', { tier: 'vip', discountCode: code });
    expect(res.statusCode).toBe(400);
  });

  it('retention offer with Stripe: accepting puts the set coupon on the Stripe subscription, once', async () => {
    expect(
      (await admin.put('/api/admin/offers/retention', { percentOff: 50, months: 2 })).statusCode,
    ).toBe(200);
    const [stays] = await members(1);
    const start = Math.floor(Date.now() / 1000);
    const sub = {
      id: `sub_keep_${n}`,
      customer: 'cus_keep',
      itemId: 'si_keep',
      price: 'price_fanplus',
      status: 'active',
      cancelAtPeriodEnd: false,
      metadata: { userId: stays!.id, tier: 'fanplus' },
      periodStart: start,
      periodEnd: start + 30 * DAY,
      card: { brand: 'visa', last4: '4242' },
      pendingUpdate: false,
    };
    fake.subscriptions.set(sub.id, sub);
    await deliver('customer.subscription.created', { id: sub.id, object: 'subscription' });
    const offered = (await stays!.caller.get('/api/billing/retention-offer')).json();
    expect(offered).toEqual({
      offer: { percentOff: 50, months: 2, label: '50% off for 2 months' },
    });

    const answers = await Promise.all([
      stays!.caller.post('/api/billing/retention-offer', { accept: true }),
      stays!.caller.post('/api/billing/retention-offer', { accept: true }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const updates = fake
      .callsTo('POST', `/v1/subscriptions/${sub.id}`)
      .filter((c) => c.params['discounts[0][coupon]']);
    expect(updates).toHaveLength(1);
    expect(sub).toMatchObject({ coupon: 'fanclub-Retention-offer-50pct-2m' });
    expect(fake.coupons.get('fanclub-Retention-offer-50pct-2m')).toMatchObject({
      percent_off: '50',
      duration: 'repeating',
      duration_in_months: '2',
    });
    expect((await stays!.caller.get('/api/billing/retention-offer')).json()).toEqual({
      offer: null,
    });
  });

  it("an expired Stripe page for a merch order gives back its code's use", async () => {
    const merch = await admin.post('/api/admin/offers', {
      code: `MERCH${++n}${randomUUID().slice(0, 4)}`,
      kind: 'merch',
      percentOff: 20,
    });
    const { id, code } = merch.json() as { id: string; code: string };
    const [buyer] = await members(1);
    expect((await buyer!.caller.put('/api/cart', { lines: [TEE] })).statusCode).toBe(200);
    const res = await buyer!.caller.post('/api/orders', {
      email: 'buyer@example.org',
      ...TEST_ADDRESS,
      acceptTerms: true,
      discountCode: code,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', totalCents: 2800 });
    expect(await usesOf(id)).toBe(1);
    const { checkout_session_id: sessionId } = await one<{ checkout_session_id: string }>(
      sql`select checkout_session_id from orders where id = ${res.json().orderId}`,
    );
    fake.checkoutSessions.get(sessionId)!.status = 'expired';
    const expired = { id: sessionId, object: 'checkout.session', mode: 'payment' };
    expect((await deliver('checkout.session.expired', expired)).statusCode).toBe(200);
    expect((await deliver('checkout.session.expired', expired)).statusCode).toBe(200);
    expect(await usesOf(id)).toBe(0);
  });
});
