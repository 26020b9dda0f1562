import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { client } from './helpers/session';
import { outbox, signIn } from './helpers/session';
import type { StripeTestApp } from './helpers/stripe-test-app';
import { stripeTestApp } from './helpers/stripe-test-app';
import { testDbKind } from './helpers/test-database';

describe(`gift memberships paid on Stripe Checkout (Stripe's API faked at the network edge) on ${testDbKind()}`, () => {
  let stripe: StripeTestApp;
  let fake: StripeTestApp['fake'];
  let ctx: StripeTestApp['ctx'];
  let fan: ReturnType<typeof client>;
  let fanId: string;

  const count = async (query: ReturnType<typeof sql>) =>
    ((await ctx.app.db.execute(query)).rows[0] as { n: number }).n;
  const mailsTo = (email: string) =>
    outbox(ctx.config.dataDir).filter((m) => m.raw.includes(`To: ${email}`));
  const deliver = (type: string, sessionId: string) => stripe.deliverPage(type, sessionId);
  const buy = (recipientEmail: string) =>
    fan.post('/api/gifts', { tier: 'vip', months: 3, recipientEmail, message: 'Enjoy!' });

  beforeAll(async () => {
    stripe = await stripeTestApp();
    ({ fake, ctx } = stripe);
    fan = await signIn(
      ctx.app,
      ctx.config.publicUrl,
      'fan@example.com',
      'fanclub-demo',
      '10.39.0.1',
    );
    fanId = (await fan.get('/api/me')).json().user.id;
  });
  afterAll(async () => {
    await stripe?.close();
  });

  it('opens a one-time Checkout page for the gift; nothing is listed or mailed before it is paid', async () => {
    const res = await buy('friend1@gift.test');
    expect(res.statusCode, res.body).toBe(201);
    const gift = res.json();
    expect(gift).toMatchObject({ status: 'unpaid', amountCents: 1999 * 3 });
    expect(gift.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const call = fake.callsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(call.params).toMatchObject({
      mode: 'payment',
      customer_email: 'fan@example.com',
      client_reference_id: gift.id,
      'metadata[giftId]': gift.id,
      'line_items[0][price_data][unit_amount]': String(1999 * 3),
      'line_items[0][price_data][product_data][name]': 'VIP gift membership, 3 months',
    });
    expect(call.params).not.toHaveProperty('subscription_data[metadata][userId]');
    expect((await fan.get('/api/gifts')).json().items).toEqual([]);
    await ctx.app.jobs.settled();
    expect(mailsTo('friend1@gift.test')).toHaveLength(0);
  });

  it('the paid event makes the gift: one payment row, a receipt to the buyer, the claim mail; a redelivery changes nothing', async () => {
    const res = await buy('friend2@gift.test');
    const sessionId = (res.json().checkoutUrl as string).split('/').at(-1)!;
    stripe.payPage(sessionId);
    expect((await deliver('checkout.session.completed', sessionId)).statusCode).toBe(200);
    expect((await deliver('checkout.session.completed', sessionId)).statusCode).toBe(200);
    await ctx.app.jobs.settled();
    const [listed] = (await fan.get('/api/gifts')).json().items;
    expect(listed).toMatchObject({ status: 'sent', recipientEmail: 'friend2@gift.test' });
    expect(mailsTo('friend2@gift.test')).toHaveLength(1);
    expect(
      await count(
        sql`select count(*)::int as n from payments where user_id = ${fanId} and checkout_session_id = ${sessionId} and amount_cents = ${1999 * 3} and card_last4 = '4242'`,
      ),
    ).toBe(1);
    const receipts = mailsTo('fan@example.com').filter((m) => m.raw.includes('receipt'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.raw).toContain('VIP gift membership, 3 months');
    expect((await fan.get(`/api/billing/receipts/${sessionId}`)).body).toContain('$59.97');
  });

  it('an expired page leaves nothing: no gift, no payment, no mail', async () => {
    const res = await buy('friend3@gift.test');
    const { id } = res.json();
    const sessionId = (res.json().checkoutUrl as string).split('/').at(-1)!;
    fake.checkoutSessions.get(sessionId)!.status = 'expired';
    expect((await deliver('checkout.session.expired', sessionId)).statusCode).toBe(200);
    await ctx.app.jobs.settled();
    expect(await count(sql`select count(*)::int as n from gifts where id = ${id}`)).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from payments where checkout_session_id = ${sessionId}`,
      ),
    ).toBe(0);
    expect(mailsTo('friend3@gift.test')).toHaveLength(0);
  });

  it('an asynchronous payment that fails afterwards marks the gift failed: listed for the buyer, no payment, no mail; the buyer buys again', async () => {
    const res = await buy('friend5@gift.test');
    const { id } = res.json();
    const sessionId = (res.json().checkoutUrl as string).split('/').at(-1)!;
    // A bank debit: the page completes unpaid while the payment is processing.
    Object.assign(fake.checkoutSessions.get(sessionId)!, { status: 'complete' });
    expect((await deliver('checkout.session.completed', sessionId)).statusCode).toBe(200);
    expect(
      await count(sql`select count(*)::int as n from gifts where id = ${id} and status = 'unpaid'`),
    ).toBe(1);
    // Then it fails: Stripe's intent needs a payment method again.
    fake.checkoutSessions.get(sessionId)!.paymentIntentStatus = 'requires_payment_method';
    expect((await deliver('checkout.session.async_payment_failed', sessionId)).statusCode).toBe(
      200,
    );
    await ctx.app.jobs.settled();
    const listed = (await fan.get('/api/gifts'))
      .json()
      .items.find((g: { id: string }) => g.id === id);
    expect(listed).toMatchObject({ status: 'failed', recipientEmail: 'friend5@gift.test' });
    expect((await fan.post(`/api/gifts/${id}/resend`, {})).statusCode).toBe(409);
    expect(
      await count(
        sql`select count(*)::int as n from payments where checkout_session_id = ${sessionId}`,
      ),
    ).toBe(0);
    expect(mailsTo('friend5@gift.test')).toHaveLength(0);
    const again = await buy('friend5@gift.test');
    expect(again.statusCode).toBe(201);
    expect(again.json().checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  });

  it('payment_intent.payment_failed settles a completed page whose payment failed (found by the intent metadata)', async () => {
    const res = await buy('friend6@gift.test');
    const { id } = res.json();
    const sessionId = (res.json().checkoutUrl as string).split('/').at(-1)!;
    const failed = (status: string) =>
      stripe.deliver('payment_intent.payment_failed', {
        id: `pi_${sessionId}`,
        object: 'payment_intent',
        status,
        metadata: { giftId: id },
      });
    // A card declined on the open page: the buyer may still pay there, so the gift stays unpaid.
    expect((await failed('requires_payment_method')).statusCode).toBe(200);
    expect(
      await count(sql`select count(*)::int as n from gifts where id = ${id} and status = 'unpaid'`),
    ).toBe(1);
    Object.assign(fake.checkoutSessions.get(sessionId)!, {
      status: 'complete',
      paymentIntentStatus: 'requires_payment_method',
    });
    expect((await failed('requires_payment_method')).statusCode).toBe(200);
    expect(
      await count(sql`select count(*)::int as n from gifts where id = ${id} and status = 'failed'`),
    ).toBe(1);
  });

  it('a Stripe outage opening the page answers 502 and keeps no gift', async () => {
    const before = await count(sql`select count(*)::int as n from gifts`);
    fake.outage.on = true;
    const res = await buy('friend4@gift.test');
    fake.outage.on = false;
    expect(res.statusCode).toBe(502);
    expect(await count(sql`select count(*)::int as n from gifts`)).toBe(before);
  });
});
