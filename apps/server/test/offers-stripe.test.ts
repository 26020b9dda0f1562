import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OFFER_EXPIRED,
  OFFER_FIRST_TIME,
  OFFER_USED_BY_YOU,
  OFFER_USED_UP,
} from '@fanclub/shared/offers';
import { MEMBERSHIP_CODE_NEW_ONLY } from '../src/features/billing/checkout';
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
  /** Uses paid for, and uses held by open Stripe pages. */
  const countsOf = (id: string) =>
    one<{ uses: number; held: number }>(sql`select uses, held from offer_codes where id = ${id}`);
  /** The Checkout Session a checkout answered with (its URL ends with the id). */
  const pageOf = (res: { json: () => { url: string } }) => res.json().url.split('/').at(-1)!;
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
  /**
   * The member pays on Stripe's page: the fake's session completes into a new subscription and
   * Stripe's signed checkout.session.completed arrives.
   */
  async function pay(sessionId: string, userId: string, amountCents: number) {
    const page = fake.checkoutSessions.get(sessionId)!;
    Object.assign(page, { status: 'complete', paymentStatus: 'paid' });
    const start = Math.floor(Date.now() / 1000);
    const tier = page.params['metadata[tier]'] ?? 'fanplus';
    const sub = {
      id: `sub_${sessionId}`,
      customer: `cus_${sessionId}`,
      itemId: `si_${sessionId}`,
      price: `price_${tier}`,
      status: 'active',
      cancelAtPeriodEnd: false,
      metadata: { userId, tier },
      periodStart: start,
      periodEnd: start + 30 * DAY,
      card: { brand: 'visa', last4: '4242' },
      pendingUpdate: false,
    };
    fake.subscriptions.set(sub.id, sub);
    return deliver('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      subscription: sub.id,
      client_reference_id: userId,
      payment_status: 'paid',
      amount_total: amountCents,
    });
  }

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
    // No promotion codes: the code is typed in our form only (ADR 038).
    expect(session.params.allow_promotion_codes).toBeUndefined();
    const sessionId = pageOf(res);
    // What our success page and receipts expect is what the quote said.
    expect(
      (await a!.caller.get(`/api/billing/checkout-sessions/${sessionId}`)).json(),
    ).toMatchObject({ amountCents: 799 });
    // Held by the open page, not yet used: nothing is paid.
    expect(await countsOf(id)).toEqual({ uses: 0, held: 1 });

    // A second member's checkout reuses the coupon: no new one per checkout.
    const second = await b!.caller.post('/api/billing/checkout', {
      tier: 'vip',
      discountCode: code.toLowerCase(),
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(couponCreates()).toHaveLength(1);
    expect(sessionCreates().at(-1)!.params['discounts[0][coupon]']).toBe(coupon);
    expect(await countsOf(id)).toEqual({ uses: 0, held: 2 });
  });

  it('prices a 50% code at the half cent ($9.99 -> 499.5 cents off) as the percent coupon Stripe is given, and records what Stripe charged', async () => {
    const { code } = await newCode({ percentOff: 50, months: 2 });
    const [m] = await members(1);
    const quote = (await m!.caller.post('/api/offers/check', { code, plan: 'fanplus' })).json();
    // The half cent goes to the buyer: 500 off, $4.99 to pay (offer-rounding.test.ts: half-up
    // and half-to-even agree here, so Stripe's coupon charges the same whichever it uses).
    expect(quote).toMatchObject({ amountCents: 999, discountCents: 500, totalCents: 499 });
    const res = await m!.caller.post('/api/billing/checkout', {
      tier: 'fanplus',
      discountCode: code,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Stripe gets the percentage, not our cents: a plan change during the code's months keeps
    // the same share of the new price, as the demo's renewals do.
    expect(couponCreates().at(-1)!.params).toMatchObject({
      id: `fanclub-${code}-50pct-2m`,
      percent_off: '50',
      duration_in_months: '2',
    });
    expect(couponCreates().at(-1)!.params.amount_off).toBeUndefined();
    const sessionId = pageOf(res);
    expect(
      (await m!.caller.get(`/api/billing/checkout-sessions/${sessionId}`)).json(),
    ).toMatchObject({ amountCents: 499 });
    // Stripe's event carries what it charged; the receipt and the insights read that.
    expect((await pay(sessionId, m!.id, 499)).statusCode).toBe(200);
    const paid = await one<{ amount_cents: number }>(
      sql`select amount_cents from payments where checkout_session_id = ${sessionId}`,
    );
    expect(paid.amount_cents).toBe(499);
    expect((await m!.caller.get(`/api/billing/receipts/${sessionId}`)).body).toContain('$4.99');
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

  it("counts the code's use when Stripe's webhook confirms the payment, not when the page opens; a redelivery counts nothing more", async () => {
    const { id, code } = await newCode({ percentOff: 20, months: 3, maxUses: 5 });
    const [m] = await members(1);
    const res = await m!.caller.post('/api/billing/checkout', {
      tier: 'fanplus',
      discountCode: code,
    });
    expect(res.statusCode, res.body).toBe(200);
    const sessionId = pageOf(res);
    expect(await countsOf(id)).toEqual({ uses: 0, held: 1 });

    expect((await pay(sessionId, m!.id, 799)).statusCode).toBe(200);
    expect(await countsOf(id)).toEqual({ uses: 1, held: 0 });
    expect((await pay(sessionId, m!.id, 799)).statusCode).toBe(200);
    expect(await countsOf(id)).toEqual({ uses: 1, held: 0 });
    expect(
      (await m!.caller.get(`/api/billing/checkout-sessions/${sessionId}`)).json(),
    ).toMatchObject({ status: 'complete', paymentStatus: 'paid', amountCents: 799 });
    // What the member paid, as Stripe reported it.
    expect((await m!.caller.get(`/api/billing/receipts/${sessionId}`)).body).toContain('$7.99');
    const listed = (await admin.get('/api/admin/offers')).json() as {
      items: { id: string; uses: number }[];
    };
    expect(listed.items.find((o) => o.id === id)?.uses).toBe(1);
  });

  it("refuses expired, used-up, other-tier and first-time-only codes with the demo path's messages before any Stripe page exists", async () => {
    const expired = await newCode({
      percentOff: 10,
      months: 1,
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const vipOnly = await newCode({ percentOff: 10, months: 1, tier: 'vip' });
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
    // x's open page holds the capped code's one use: y is refused although nothing is paid yet.
    const holder = await x!.caller.post('/api/billing/checkout', {
      tier: 'fanplus',
      discountCode: capped.code,
    });
    expect(holder.statusCode, holder.body).toBe(200);
    expect(await countsOf(capped.id)).toEqual({ uses: 0, held: 1 });

    const before = sessionCreates().length;
    const cases = [
      { who: y!, code: expired.code, message: OFFER_EXPIRED },
      { who: y!, code: capped.code, message: OFFER_USED_UP },
      { who: y!, code: vipOnly.code, message: 'This discount code is for VIP members only.' },
      { who: returning!, code: firstTime.code, message: OFFER_FIRST_TIME },
    ];
    for (const { who, code, message } of cases) {
      const check = await who.caller.post('/api/offers/check', { code, plan: 'fanplus' });
      expect([check.statusCode, check.json().message], code).toEqual([400, message]);
      const res = await who.caller.post('/api/billing/checkout', {
        tier: 'fanplus',
        discountCode: code,
      });
      expect([res.statusCode, res.json().message], code).toEqual([400, message]);
      expect(res.json().fields).toEqual({ discountCode: message });
    }
    expect(sessionCreates().length).toBe(before);
    for (const { id } of [expired, vipOnly, firstTime])
      expect(await countsOf(id)).toEqual({ uses: 0, held: 0 });
    expect(await countsOf(capped.id)).toEqual({ uses: 0, held: 1 });
  });

  it('refuses a code the member has used as often as allowed, once that use is paid', async () => {
    const { id, code } = await newCode({ percentOff: 10, months: 1, maxUsesPerMember: 1 });
    const [m] = await members(1);
    const first = await m!.caller.post('/api/billing/checkout', {
      tier: 'fanplus',
      discountCode: code,
    });
    expect((await pay(pageOf(first), m!.id, 899)).statusCode).toBe(200);
    expect(await countsOf(id)).toEqual({ uses: 1, held: 0 });
    // The plan ends; back as a member without one, the code is theirs no more.
    await ctx.app.db.execute(
      sql`update subscriptions set status = 'canceled' where user_id = ${m!.id}`,
    );
    const again = await m!.caller.post('/api/billing/checkout', {
      tier: 'fanplus',
      discountCode: code,
    });
    expect([again.statusCode, again.json().message]).toEqual([400, OFFER_USED_BY_YOU]);
    expect(await countsOf(id)).toEqual({ uses: 1, held: 0 });
  });

  it("a member back from Stripe's page unpaid can apply the code again: the old page is expired and its hold moves to the new one", async () => {
    const { id, code } = await newCode({
      percentOff: 10,
      months: 2,
      maxUses: 1,
      maxUsesPerMember: 1,
    });
    const [m, other] = await members(2);
    const first = await m!.caller.post('/api/billing/checkout', {
      tier: 'fanplus',
      discountCode: code,
    });
    expect(first.statusCode, first.body).toBe(200);
    // Their own hold does not count against them (Apply); it does against anyone else.
    expect((await m!.caller.post('/api/offers/check', { code, plan: 'vip' })).json()).toMatchObject(
      { totalCents: 1799 },
    );
    expect(
      (await other!.caller.post('/api/offers/check', { code, plan: 'vip' })).json().message,
    ).toBe(OFFER_USED_UP);

    const second = await m!.caller.post('/api/billing/checkout', {
      tier: 'vip',
      discountCode: code,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(fake.checkoutSessions.get(pageOf(first))?.status).toBe('expired');
    expect(await countsOf(id)).toEqual({ uses: 0, held: 1 });
    // Stripe's event about the old page comes later and gives back nothing more.
    const old = { id: pageOf(first), object: 'checkout.session', mode: 'subscription' };
    expect((await deliver('checkout.session.expired', old)).statusCode).toBe(200);
    expect(await countsOf(id)).toEqual({ uses: 0, held: 1 });
    expect((await pay(pageOf(second), m!.id, 1799)).statusCode).toBe(200);
    expect(await countsOf(id)).toEqual({ uses: 1, held: 0 });
  });

  it('a page paid at Stripe whose webhook has not arrived yet is not replaced: 409, and its hold stays', async () => {
    const { id, code } = await newCode({ percentOff: 10, months: 2 });
    const [m] = await members(1);
    const first = await m!.caller.post('/api/billing/checkout', {
      tier: 'fanplus',
      discountCode: code,
    });
    fake.checkoutSessions.get(pageOf(first))!.status = 'complete';
    const again = await m!.caller.post('/api/billing/checkout', {
      tier: 'fanplus',
      discountCode: code,
    });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'Your payment is being confirmed. Please check your plan in a moment.',
    ]);
    expect(await countsOf(id)).toEqual({ uses: 0, held: 1 });
  });

  it('gives the hold back when the page cannot open, or when Stripe expires it unpaid (once)', async () => {
    const { id, code } = await newCode({ percentOff: 10, months: 2, maxUses: 5 });
    const [m, k] = await members(2);
    fake.outage.on = true;
    const down = await m!.caller.post('/api/billing/checkout', {
      tier: 'fanplus',
      discountCode: code,
    });
    fake.outage.on = false;
    expect(down.statusCode).toBeGreaterThanOrEqual(500);
    expect(await countsOf(id)).toEqual({ uses: 0, held: 0 });

    const res = await k!.caller.post('/api/billing/checkout', {
      tier: 'fanplus',
      discountCode: code,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await countsOf(id)).toEqual({ uses: 0, held: 1 });
    const sessionId = pageOf(res);
    fake.checkoutSessions.get(sessionId)!.status = 'expired';
    const expired = { id: sessionId, object: 'checkout.session', mode: 'subscription' };
    expect((await deliver('checkout.session.expired', expired)).statusCode).toBe(200);
    expect((await deliver('checkout.session.expired', expired)).statusCode).toBe(200);
    expect(await countsOf(id)).toEqual({ uses: 0, held: 0 });
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
    expect([res.statusCode, res.json().message]).toEqual([400, MEMBERSHIP_CODE_NEW_ONLY]);
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

  describe('merch codes on a Stripe page: held while the order is pending', () => {
    async function merchCode(rules: Record<string, unknown> = {}) {
      const res = await admin.post('/api/admin/offers', {
        code: `MERCH${++n}${randomUUID().slice(0, 4)}`,
        kind: 'merch',
        percentOff: 20,
        ...rules,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; code: string };
    }
    /** Members with one tee in their carts. */
    async function buyers(count: number) {
      const rows = await members(count);
      for (const b of rows)
        expect((await b.caller.put('/api/cart', { lines: [TEE] })).statusCode).toBe(200);
      return rows;
    }
    const order = (buyer: Caller, discountCode: string) =>
      buyer.post('/api/orders', {
        email: 'buyer@example.org',
        ...TEST_ADDRESS,
        acceptTerms: true,
        discountCode,
      });
    const orderOf = (orderId: string) =>
      one<{ status: string; checkout_session_id: string }>(
        sql`select status, checkout_session_id from orders where id = ${orderId}`,
      );
    /** The Offers list's entry for the code. */
    const listed = async (id: string) =>
      ((await admin.get('/api/admin/offers')).json() as { items: { id: string }[] }).items.find(
        (o) => o.id === id,
      );
    const deliverPage = (type: string, sessionId: string) => stripe.deliverPage(type, sessionId);

    it('holds the last use for the open page: a second buyer is refused, the list shows it held, and the payment counts it once', async () => {
      const { id, code } = await merchCode({ maxUses: 1 });
      const [first, second] = await buyers(2);
      const res = await order(first!.caller, code);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'pending', totalCents: 2800 });
      expect(await countsOf(id)).toEqual({ uses: 0, held: 1 });
      expect(await listed(id)).toMatchObject({ uses: 0, held: 1, maxUses: 1 });

      // Nothing is paid yet, but the one use is promised to the open page.
      const check = await second!.caller.post('/api/cart/discount-code', { code });
      expect([check.statusCode, check.json().message]).toEqual([400, OFFER_USED_UP]);
      const refused = await order(second!.caller, code);
      expect([refused.statusCode, refused.json().message]).toEqual([400, OFFER_USED_UP]);
      expect(await countsOf(id)).toEqual({ uses: 0, held: 1 });

      const { checkout_session_id: sessionId } = await orderOf(res.json().orderId);
      // Stripe's event before the buyer paid changes nothing.
      expect((await deliverPage('checkout.session.completed', sessionId)).statusCode).toBe(200);
      expect(await countsOf(id)).toEqual({ uses: 0, held: 1 });
      stripe.payPage(sessionId);
      expect((await deliverPage('checkout.session.completed', sessionId)).statusCode).toBe(200);
      expect((await orderOf(res.json().orderId)).status).toBe('paid');
      expect(await countsOf(id)).toEqual({ uses: 1, held: 0 });
      // Redelivered, or the async success after it: counted once.
      expect((await deliverPage('checkout.session.completed', sessionId)).statusCode).toBe(200);
      expect(
        (await deliverPage('checkout.session.async_payment_succeeded', sessionId)).statusCode,
      ).toBe(200);
      expect(await countsOf(id)).toEqual({ uses: 1, held: 0 });
      expect(await listed(id)).toMatchObject({ uses: 1, held: 0 });
    });

    it('counts the use when the buyer is back before the webhook, and the late webhook counts nothing more', async () => {
      const { id, code } = await merchCode({ maxUses: 3 });
      const [buyer] = await buyers(1);
      const res = await order(buyer!.caller, code);
      const { checkout_session_id: sessionId } = await orderOf(res.json().orderId);
      Object.assign(fake.checkoutSessions.get(sessionId)!, {
        status: 'complete',
        paymentStatus: 'paid',
      });
      expect((await buyer!.caller.get(`/api/orders/${res.json().orderId}`)).json().status).toBe(
        'paid',
      );
      expect(await countsOf(id)).toEqual({ uses: 1, held: 0 });
      expect((await deliverPage('checkout.session.completed', sessionId)).statusCode).toBe(200);
      expect(await countsOf(id)).toEqual({ uses: 1, held: 0 });
    });

    it('gives the hold back when the payment fails, so the next buyer gets the last use', async () => {
      const { id, code } = await merchCode({ maxUses: 1 });
      const [first, second] = await buyers(2);
      const res = await order(first!.caller, code);
      expect(res.statusCode, res.body).toBe(200);
      const { checkout_session_id: sessionId } = await orderOf(res.json().orderId);
      // A delayed payment method (a bank debit) that fails after the page was completed.
      Object.assign(fake.checkoutSessions.get(sessionId)!, {
        status: 'complete',
        paymentStatus: 'unpaid',
      });
      const failed = 'checkout.session.async_payment_failed';
      expect((await deliverPage(failed, sessionId)).statusCode).toBe(200);
      expect((await deliverPage(failed, sessionId)).statusCode).toBe(200);
      expect((await orderOf(res.json().orderId)).status).toBe('cancelled');
      expect(await countsOf(id)).toEqual({ uses: 0, held: 0 });
      expect(await listed(id)).toMatchObject({ uses: 0, held: 0 });

      const next = await order(second!.caller, code);
      expect(next.statusCode, next.body).toBe(200);
      expect(await countsOf(id)).toEqual({ uses: 0, held: 1 });
    });

    /** The tee's stock left on sale (pending orders hold theirs). */
    const teeStock = async () =>
      (
        await one<{ stock: number }>(
          sql`select stock from product_variants where product_id = ${TEE.productId} and size = ${TEE.size}`,
        )
      ).stock;

    it("a member back from Stripe's page unpaid can use their once-per-member code again: the new checkout closes their old order, whose hold and stock go back", async () => {
      const { id, code } = await merchCode({ maxUsesPerMember: 1 });
      const [buyer] = await buyers(1);
      const stockBefore = await teeStock();
      const first = await order(buyer!.caller, code);
      expect(first.statusCode, first.body).toBe(200);
      const { checkout_session_id: firstPage } = await orderOf(first.json().orderId);
      expect(await countsOf(id)).toEqual({ uses: 0, held: 1 });
      expect(await teeStock()).toBe(stockBefore - 1);

      // Back on the cart: Apply does not count their own unpaid hold, and checkout agrees.
      const check = await buyer!.caller.post('/api/cart/discount-code', { code });
      expect(check.statusCode, check.body).toBe(200);
      expect(check.json()).toMatchObject({ discountCents: 700, totalCents: 2800 });
      const again = await order(buyer!.caller, code);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ status: 'pending', totalCents: 2800 });
      expect(again.json().orderId).not.toBe(first.json().orderId);

      // The old page can no longer be paid, its order is cancelled, and one hold and one tee remain reserved.
      expect(fake.checkoutSessions.get(firstPage)!.status).toBe('expired');
      expect((await orderOf(first.json().orderId)).status).toBe('cancelled');
      expect((await orderOf(again.json().orderId)).status).toBe('pending');
      expect(await countsOf(id)).toEqual({ uses: 0, held: 1 });
      expect(await teeStock()).toBe(stockBefore - 1);

      // Paid at Stripe before its webhook arrived: a third try settles that order as paid instead,
      // and the code, now used, is refused.
      const { checkout_session_id: secondPage } = await orderOf(again.json().orderId);
      Object.assign(fake.checkoutSessions.get(secondPage)!, {
        status: 'complete',
        paymentStatus: 'paid',
      });
      const third = await order(buyer!.caller, code);
      expect([third.statusCode, third.json().message]).toEqual([400, OFFER_USED_BY_YOU]);
      expect((await orderOf(again.json().orderId)).status).toBe('paid');
      expect(await countsOf(id)).toEqual({ uses: 1, held: 0 });
    });

    it('a retried checkout (same Idempotency-Key) answers its own pending order and never closes it', async () => {
      const { id, code } = await merchCode({ maxUsesPerMember: 1 });
      const [buyer] = await buyers(1);
      const key = `retry-${randomUUID()}`;
      const body = {
        email: 'buyer@example.org',
        ...TEST_ADDRESS,
        acceptTerms: true,
        discountCode: code,
      };
      const first = await buyer!.caller.post('/api/orders', body, { 'idempotency-key': key });
      expect(first.statusCode, first.body).toBe(200);
      const retried = await buyer!.caller.post('/api/orders', body, { 'idempotency-key': key });
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json()).toMatchObject({ orderId: first.json().orderId, status: 'pending' });
      expect((await orderOf(first.json().orderId)).status).toBe('pending');
      expect(await countsOf(id)).toEqual({ uses: 0, held: 1 });
    });

    it('gives the hold back when the page expires unpaid (once) or cannot open', async () => {
      const { id, code } = await merchCode();
      const [buyer, other] = await buyers(2);
      const res = await order(buyer!.caller, code);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'pending', totalCents: 2800 });
      expect(await countsOf(id)).toEqual({ uses: 0, held: 1 });
      const { checkout_session_id: sessionId } = await orderOf(res.json().orderId);
      fake.checkoutSessions.get(sessionId)!.status = 'expired';
      expect((await deliverPage('checkout.session.expired', sessionId)).statusCode).toBe(200);
      expect((await deliverPage('checkout.session.expired', sessionId)).statusCode).toBe(200);
      expect((await orderOf(res.json().orderId)).status).toBe('cancelled');
      expect(await countsOf(id)).toEqual({ uses: 0, held: 0 });

      fake.outage.on = true;
      try {
        expect((await order(other!.caller, code)).statusCode).toBe(502);
      } finally {
        fake.outage.on = false;
      }
      expect(await countsOf(id)).toEqual({ uses: 0, held: 0 });
    });
  });
});
