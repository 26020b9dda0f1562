import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema/events';
import { TEST_ADDRESS } from './helpers/order-body';
import { client, outbox, signIn } from './helpers/session';
import type { StripeTestApp } from './helpers/stripe-test-app';
import { stripeTestApp } from './helpers/stripe-test-app';
import { testDbKind } from './helpers/test-database';

type Caller = ReturnType<typeof client>;

const TOTE = { productId: 7, colour: 'Black', size: 'OS', quantity: 2 };
const TEE = { productId: 2, colour: 'White', size: 'M', quantity: 1 };
const VINYL = { productId: 1, colour: 'Black', size: 'Standard', quantity: 1 };
// Stripe Checkout takes the card on its own page: the order body has no card fields.
const shipping = { email: 'guest@example.org', ...TEST_ADDRESS, acceptTerms: true };

describe(`merch and tickets paid on Stripe Checkout (Stripe's API faked at the network edge) on ${testDbKind()}`, () => {
  let stripe: StripeTestApp;
  let fake: StripeTestApp['fake'];
  let ctx: StripeTestApp['ctx'];
  let anon: Caller;
  let vip: Caller;

  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await ctx.app.db.execute(query)).rows[0] as T;
  const stock = async (productId: number, option: string) =>
    (
      await one<{ stock: number }>(
        sql`select stock from product_variants where product_id = ${productId} and coalesce(size, format) = ${option}`,
      )
    ).stock;
  const orderRow = (id: string) =>
    one<{
      status: string;
      checkout_session_id: string | null;
      card_last4: string | null;
      expires_at: string | Date | null;
    }>(sql`select * from orders where id = ${id}`);
  const keyOf = (url: string) => new URL(url).searchParams.get('key');

  /** Delivers a Checkout Session event as Stripe does: signed, with no session cookie or Origin. */
  const deliver = (type: string, sessionId: string) => stripe.deliverPage(type, sessionId);
  /** The buyer pays on Stripe's page. */
  const pay = (sessionId: string) => stripe.payPage(sessionId);
  const createCalls = () =>
    fake.callsTo('POST', '/v1/checkout/sessions').filter((c) => c.params.mode === 'payment');

  beforeAll(async () => {
    stripe = await stripeTestApp();
    ({ fake, ctx } = stripe);
    anon = client(ctx.app, ctx.config.publicUrl);
    vip = await signIn(
      ctx.app,
      ctx.config.publicUrl,
      'vip@example.com',
      'fanclub-demo',
      '10.31.0.1',
    );
  });
  afterAll(async () => {
    await stripe?.close();
  });

  it('tells the web app to send buyers to the hosted page, and never takes card fields', async () => {
    expect((await anon.get('/api/checkout-options')).json()).toEqual({
      cardForm: false,
      paymentsEnabled: true,
    });
    const before = createCalls().length;
    const res = await anon.post('/api/orders', {
      ...shipping,
      cardNumber: '4242424242424242',
      cvc: '123',
      lines: [TOTE],
    });
    expect(res.statusCode, res.body).toBe(200);
    const call = createCalls()[before]!;
    expect(JSON.stringify(call.params)).not.toContain('4242424242424242');
    expect(
      await one<{ n: number }>(
        sql`select count(*)::int as n from orders where card_last4 is not null and status = 'pending'`,
      ),
    ).toEqual({ n: 0 });
  });

  it('reserves stock with a pending order and opens a Checkout Session priced from the database', async () => {
    const toteBefore = await stock(7, 'OS');
    const res = await anon.post('/api/orders', {
      ...shipping,
      lines: [{ ...TOTE, priceCents: 1 }],
      totalCents: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ status: 'pending', totalCents: 5000 });
    expect(created.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(await stock(7, 'OS')).toBe(toteBefore - 2);

    const order = await orderRow(created.orderId);
    expect(order.status).toBe('pending');
    const call = createCalls().at(-1)!;
    expect(call.params).toMatchObject({
      mode: 'payment',
      customer_email: 'guest@example.org',
      'metadata[orderId]': created.orderId,
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'usd',
    });
    // Stripe refuses pages shorter than 30 minutes; the reservation lasts as long as the page.
    const expiresAt = Number(call.params.expires_at);
    expect(expiresAt * 1000 - Date.now()).toBeGreaterThan(30 * 60_000);
    expect(Math.abs(new Date(order.expires_at!).getTime() / 1000 - expiresAt)).toBeLessThanOrEqual(
      1,
    );
    expect(call.params.success_url).toContain(`/order-confirmation?id=${created.orderId}&key=`);

    // Until Stripe says it is paid, the guest's confirmation page sees it pending.
    const back = await anon.get(
      `/api/orders/${created.orderId}?key=${keyOf(call.params.success_url!)}`,
    );
    expect(back.json()).toMatchObject({
      status: 'pending',
      items: [expect.objectContaining({ quantity: 2 })],
    });
  });

  it('marks the order paid on checkout.session.completed, re-read from Stripe, exactly once', async () => {
    const created = (
      await anon.post('/api/orders', { ...shipping, email: 'payer@example.org', lines: [TOTE] })
    ).json();
    const sessionId = (await orderRow(created.orderId)).checkout_session_id!;
    const mailsBefore = outbox(ctx.config.dataDir).length;

    // The event's payload says nothing about payment; before the buyer pays, Stripe's answer keeps it pending.
    expect((await deliver('checkout.session.completed', sessionId)).statusCode).toBe(200);
    expect((await orderRow(created.orderId)).status).toBe('pending');

    pay(sessionId);
    const first = await deliver('checkout.session.completed', sessionId);
    expect(first.statusCode, first.body).toBe(200);
    expect(await orderRow(created.orderId)).toMatchObject({ status: 'paid', card_last4: '4242' });
    // Redelivered (or delivered again after a crash): nothing more happens.
    expect((await deliver('checkout.session.completed', sessionId)).statusCode).toBe(200);
    const mails = outbox(ctx.config.dataDir).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('To: payer@example.org');
    expect(mails[0]!.raw).toContain('Paid with visa ending in 4242.');
  });

  it('releases the stock when the page expires unpaid, once however often Stripe says so', async () => {
    const before = await stock(7, 'OS');
    const created = (await anon.post('/api/orders', { ...shipping, lines: [TOTE] })).json();
    const sessionId = (await orderRow(created.orderId)).checkout_session_id!;
    expect(await stock(7, 'OS')).toBe(before - 2);
    fake.checkoutSessions.get(sessionId)!.status = 'expired';
    expect((await deliver('checkout.session.expired', sessionId)).statusCode).toBe(200);
    expect((await deliver('checkout.session.expired', sessionId)).statusCode).toBe(200);
    expect((await orderRow(created.orderId)).status).toBe('cancelled');
    expect(await stock(7, 'OS')).toBe(before);
  });

  it('settles a paid order when the buyer comes back before the webhook does', async () => {
    const created = (await anon.post('/api/orders', { ...shipping, lines: [TOTE] })).json();
    const { checkout_session_id: sessionId } = await orderRow(created.orderId);
    pay(sessionId!);
    const key = keyOf(createCalls().at(-1)!.params.success_url!);
    const back = await anon.get(`/api/orders/${created.orderId}?key=${key}`);
    expect(back.json()).toMatchObject({ status: 'paid', card: { brand: 'visa', last4: '4242' } });
  });

  it('a checkout retried with its Idempotency-Key gets the same Stripe page, not a second reservation', async () => {
    const before = await stock(7, 'OS');
    const sent = () =>
      anon.post(
        '/api/orders',
        { ...shipping, lines: [TOTE] },
        { 'idempotency-key': 'hosted-retry-key-000001' },
      );
    const first = (await sent()).json();
    const again = (await sent()).json();
    expect(again).toEqual(first);
    expect(await stock(7, 'OS')).toBe(before - 2);
    // Once paid, the same key answers with the confirmation page.
    pay((await orderRow(first.orderId)).checkout_session_id!);
    expect((await sent()).json()).toMatchObject({
      orderId: first.orderId,
      status: 'paid',
      url: expect.stringMatching(/^\/order-confirmation\?id=/),
    });
  });

  it('a Stripe outage opening the page answers 502 and leaves the stock as it was', async () => {
    const before = await stock(7, 'OS');
    fake.outage.on = true;
    try {
      const res = await anon.post('/api/orders', { ...shipping, lines: [TOTE] });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(
        "We couldn't reach the payment service. Nothing was charged; please try again.",
      );
    } finally {
      fake.outage.on = false;
    }
    expect(await stock(7, 'OS')).toBe(before);
    expect(
      await one<{ n: number }>(
        sql`select count(*)::int as n from orders where status = 'pending' and checkout_session_id is null`,
      ),
    ).toEqual({ n: 0 });
  });

  it('charges a VIP the discounted total as one line, and takes the bought lines out of their cart once paid', async () => {
    await vip.put('/api/cart', { lines: [TEE, VINYL] });
    const created = (
      await vip.post('/api/orders', { ...shipping, email: 'vip@example.com' })
    ).json();
    expect(created).toMatchObject({ status: 'pending', totalCents: 5400 });
    expect(createCalls().at(-1)!.params).toMatchObject({
      'line_items[0][price_data][unit_amount]': '5400',
      'line_items[0][quantity]': '1',
    });
    expect(createCalls().at(-1)!.params['line_items[1][quantity]']).toBeUndefined();
    // The cart stays until the money is in: a buyer who backs out of Stripe's page still has it.
    expect((await vip.get('/api/cart')).json().totalItems).toBe(2);
    const sessionId = (await orderRow(created.orderId)).checkout_session_id!;
    // Meanwhile the member adds another tee.
    await vip.put('/api/cart', { lines: [{ ...TEE, quantity: 2 }, VINYL] });
    pay(sessionId);
    await deliver('checkout.session.completed', sessionId);
    expect((await vip.get('/api/cart')).json().lines).toEqual([
      expect.objectContaining({ productId: 2, quantity: 1 }),
    ]);
    expect((await vip.get('/api/orders')).json().map((o: { id: string }) => o.id)).toContain(
      created.orderId,
    );
  });

  it('holds the seats for an open ticket page, lists the ticket only once paid, and frees seats on expiry', async () => {
    const [show] = await ctx.app.db
      .insert(events)
      .values({
        title: 'Hosted Show',
        eventDate: new Date(Date.now() + 30 * 86_400_000),
        venue: 'The Echo',
        location: 'Los Angeles, CA',
        capacity: 4,
        ticketPriceCents: 4000,
      })
      .returning();
    const buy = (quantity: number) =>
      vip.post(`/api/events/${show!.id}/tickets`, {
        email: 'vip@example.com',
        country: 'US',
        quantity,
      });

    const held = await buy(3);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toMatchObject({ status: 'pending', quantity: 3, totalCents: 12_000 });
    // Three seats are held: only one is left for anyone else.
    expect((await buy(2)).json().message).toBe('Sorry, only 1 ticket is left.');
    expect(
      (await vip.get('/api/me/tickets')).json().map((t: { id: string }) => t.id),
    ).not.toContain(held.json().ticketId);

    const sessionId = (await orderRow(held.json().orderId)).checkout_session_id!;
    pay(sessionId);
    await deliver('checkout.session.completed', sessionId);
    // One ticket per admission, each with its own code.
    const mine = (await vip.get('/api/me/tickets')).json() as { id: string }[];
    const ticketIds = held.json().ticketIds as string[];
    expect(ticketIds).toHaveLength(3);
    expect(mine.filter((t) => ticketIds.includes(t.id))).toEqual(
      ticketIds.map(() =>
        expect.objectContaining({ quantity: 1, status: 'paid', code: expect.any(String) }),
      ),
    );

    const second = (await buy(1)).json();
    const secondSession = (await orderRow(second.orderId)).checkout_session_id!;
    fake.checkoutSessions.get(secondSession)!.status = 'expired';
    await deliver('checkout.session.expired', secondSession);
    // The expired hold is released, so the last seat can be bought again.
    expect((await buy(1)).statusCode).toBe(200);
  });
});
