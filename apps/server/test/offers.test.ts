import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OFFER_EXPIRED,
  OFFER_FIRST_TIME,
  OFFER_SIGN_IN,
  OFFER_STACKING,
  OFFER_UNKNOWN,
  OFFER_USED_BY_YOU,
  OFFER_USED_UP,
} from '@fanclub/shared/offers';
import type { Tier } from '@fanclub/shared/roles';
import { subscriptions } from '../src/db/schema/billing';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { orderBody, subscriptionBody, TEST_CARD } from './helpers/order-body';
import { processDemoPeriodEnds } from '../src/features/billing/renewals';
import { client, signIn } from './helpers/session';
import { signedInMembers } from './helpers/members';

type Caller = ReturnType<typeof client>;

/** The white tee, $35.00. */
const TEE = { productId: 2, colour: 'White', size: 'M', quantity: 1 };
const DECLINED_CARD = '4000 0000 0000 0002';

describe(`discount codes on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  let admin: Caller;
  let fan: Caller;
  let n = 0;

  beforeAll(async () => {
    ctx = await createTestApp();
    origin = ctx.config.publicUrl;
    admin = await signIn(ctx.app, origin, 'admin@example.com', 'fanclub-demo', '10.33.0.1');
    fan = await signIn(ctx.app, origin, 'fan@example.com', 'fanclub-demo', '10.33.0.2');
  });
  afterAll(async () => ctx?.close());

  /** A fresh code with these rules (20% off merch unless told otherwise). */
  async function newCode(rules: Record<string, unknown> = {}) {
    const code = `TEST${++n}${randomUUID().slice(0, 4)}`;
    const res = await admin.post('/api/admin/offers', {
      code: code.toLowerCase(),
      kind: 'merch',
      percentOff: 20,
      ...rules,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; code: string; uses: number };
  }

  /** Fresh members with one tee in their carts. */
  async function buyers(count: number, tier: Tier = 'free') {
    const members = await signedInMembers(ctx.app, origin, `offer${++n}`, count, tier);
    for (const m of members)
      expect((await m.put('/api/cart', { lines: [TEE] })).statusCode).toBe(200);
    return members;
  }

  const order = (c: Caller, discountCode: string, cardNumber = TEST_CARD.cardNumber) =>
    c.post('/api/orders', orderBody({ discountCode, cardNumber }));
  const usesOf = async (id: string) =>
    (
      (await ctx.app.db.execute(sql`select uses from offer_codes where id = ${id}`)).rows[0] as {
        uses: number;
      }
    ).uses;

  it('lets only admins manage codes; codes are case-insensitive and unique', async () => {
    const body = { code: 'SPRING', kind: 'merch', percentOff: 10 };
    expect((await fan.post('/api/admin/offers', body)).statusCode).toBe(403);
    expect((await fan.get('/api/admin/offers')).statusCode).toBe(403);
    const created = await newCode();
    expect(created.code).toMatch(/^TEST/);
    const again = await admin.post('/api/admin/offers', {
      ...body,
      code: created.code.toLowerCase(),
    });
    expect(again.statusCode).toBe(409);
    const both = await admin.post('/api/admin/offers', { ...body, amountOffCents: 500 });
    expect(both.statusCode).toBe(400);
    const list = (await admin.get('/api/admin/offers')).json();
    expect(list.items.map((o: { code: string }) => o.code)).toContain(created.code);
  });

  it('prices a code on the cart and charges that total; the order shows the code and discount', async () => {
    const { code, id } = await newCode();
    const [buyer] = await buyers(1);
    const quote = await buyer!.post('/api/cart/discount-code', { code: code.toLowerCase() });
    expect(quote.json()).toMatchObject({ amountCents: 3500, discountCents: 700, totalCents: 2800 });
    const res = await order(buyer!, code.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', totalCents: 2800 });
    const view = (await buyer!.get(`/api/orders/${res.json().orderId}`)).json();
    expect(view).toMatchObject({ offerCode: code, offerDiscountCents: 700, totalCents: 2800 });
    expect(await usesOf(id)).toBe(1);
    // Paid at once with the demo provider: a use, never a hold.
    const listed = (await admin.get('/api/admin/offers')).json();
    expect(listed.items.find((o: { id: string }) => o.id === id)).toMatchObject({
      uses: 1,
      held: 0,
    });
  });

  it('takes an amount off, never more than the basket', async () => {
    const { code } = await newCode({ percentOff: null, amountOffCents: 5000 });
    const [buyer] = await buyers(1);
    const quote = (await buyer!.post('/api/cart/discount-code', { code })).json();
    expect(quote).toMatchObject({ discountCents: 3500, totalCents: 0 });
  });

  it('refuses an expired code', async () => {
    const { code } = await newCode({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const [buyer] = await buyers(1);
    const res = await order(buyer!, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(OFFER_EXPIRED);
  });

  it('refuses a code used up in total, and one the member used as often as allowed', async () => {
    const total = await newCode({ maxUses: 1 });
    const [a, b] = await buyers(2);
    expect((await order(a!, total.code)).statusCode).toBe(200);
    const late = await order(b!, total.code);
    expect([late.statusCode, late.json().message]).toEqual([400, OFFER_USED_UP]);

    const mine = await newCode({ maxUsesPerMember: 1 });
    expect((await order(b!, mine.code)).statusCode).toBe(200);
    await b!.put('/api/cart', { lines: [TEE] });
    const twice = await order(b!, mine.code);
    expect([twice.statusCode, twice.json().message]).toEqual([400, OFFER_USED_BY_YOU]);
  });

  it('refuses a code limited to another tier; the VIP code comes off the VIP price', async () => {
    const { code } = await newCode({ tier: 'vip' });
    const [free] = await buyers(1);
    const refused = await free!.post('/api/cart/discount-code', { code });
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      'This discount code is for VIP members only.',
    ]);
    const [vip] = await buyers(1, 'vip');
    // $35.00 at VIP 10% is $31.50; 20% of that is $6.30.
    const res = await order(vip!, code);
    expect(res.json()).toMatchObject({ totalCents: 2520 });
  });

  it('refuses a basket below the minimum', async () => {
    const { code } = await newCode({ minBasketCents: 5000 });
    const [buyer] = await buyers(1);
    const res = await order(buyer!, code);
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'This discount code needs a basket of at least $50.00.',
    ]);
  });

  it('keeps first-time-only membership codes to members who never subscribed', async () => {
    const { code } = await newCode({ kind: 'subscription', months: 3, firstTimeOnly: true });
    const [first, returning] = await buyers(2);
    const quote = await first!.post('/api/offers/check', { code, plan: 'fanplus' });
    expect(quote.json()).toMatchObject({ amountCents: 999, discountCents: 200, months: 3 });
    const me = (await returning!.get('/api/me')).json() as { id?: string; user?: { id: string } };
    const userId = me.user?.id ?? me.id!;
    const now = new Date();
    await ctx.app.db.insert(subscriptions).values({
      userId,
      provider: 'demo',
      providerSubscriptionId: `sub_${randomUUID()}`,
      tier: 'fanplus',
      status: 'canceled',
      currentPeriodStart: now,
      currentPeriodEnd: now,
    });
    const refused = await returning!.post('/api/offers/check', { code, plan: 'fanplus' });
    expect([refused.statusCode, refused.json().message]).toEqual([400, OFFER_FIRST_TIME]);
    // A membership code is no merch code.
    expect((await first!.post('/api/cart/discount-code', { code })).statusCode).toBe(400);
  });

  it('refuses stacking, unknown, disabled and guests’ codes with a clear message', async () => {
    const a = await newCode();
    const b = await newCode();
    const [buyer] = await buyers(1);
    const stacked = await order(buyer!, `${a.code},${b.code}`);
    expect(stacked.statusCode).toBe(400);
    expect(stacked.json().message).toContain(OFFER_STACKING);
    const spaced = await buyer!.post('/api/cart/discount-code', { code: `${a.code} ${b.code}` });
    expect(spaced.json().message).toContain(OFFER_STACKING);
    const unknown = await order(buyer!, 'NOSUCHCODE');
    expect(unknown.json().message).toBe(OFFER_UNKNOWN);
    expect(
      (await admin.patch(`/api/admin/offers/${a.id}`, { disabled: true })).json(),
    ).toMatchObject({ disabled: true });
    expect((await order(buyer!, a.code)).json().message).toBe(OFFER_UNKNOWN);
    const guest = client(ctx.app, origin);
    const res = await guest.post(
      '/api/orders',
      orderBody({ email: 'guest@example.org', lines: [TEE], discountCode: b.code }),
    );
    expect([res.statusCode, res.json().message]).toEqual([400, OFFER_SIGN_IN]);
  });

  it('gives the use back when the card is declined', async () => {
    const { code, id } = await newCode({ maxUses: 1 });
    const [buyer] = await buyers(1);
    expect((await order(buyer!, code, DECLINED_CARD)).statusCode).toBe(402);
    expect(await usesOf(id)).toBe(0);
    expect((await order(buyer!, code)).statusCode).toBe(200);
    expect(await usesOf(id)).toBe(1);
  });

  it('gives the last use to exactly one of many concurrent checkouts', async () => {
    const { code, id } = await newCode({ maxUses: 1 });
    const many = await buyers(6);
    const results = await Promise.all(many.map((m) => order(m, code)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200))
      expect(r.json().message).toBe(OFFER_USED_UP);
    expect(await usesOf(id)).toBe(1);
    const paid = await ctx.app.db.execute(
      sql`select count(*)::int as n from orders where offer_code = ${code}`,
    );
    expect((paid.rows[0] as { n: number }).n).toBe(1);
  });

  it('takes a membership code off the first month and the next ones with the demo provider', async () => {
    const { code, id } = await newCode({ kind: 'subscription', percentOff: 50, months: 2 });
    const [member] = await buyers(1);
    const quote = (await member!.post('/api/offers/check', { code, plan: 'fanplus' })).json();
    expect(quote).toMatchObject({ amountCents: 999, discountCents: 500, totalCents: 499 });
    const declined = await member!.post('/api/billing/checkout', {
      ...subscriptionBody('fanplus', DECLINED_CARD.replace(/ /g, '')),
      discountCode: code.toLowerCase(),
    });
    expect(declined.statusCode).toBe(402);
    expect(await usesOf(id)).toBe(0);
    const paid = await member!.post('/api/billing/checkout', {
      ...subscriptionBody('fanplus', '4242424242424242'),
      discountCode: code.toLowerCase(),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await usesOf(id)).toBe(1);
    const me = (await member!.get('/api/me')).json() as { id?: string; user?: { id: string } };
    const userId = me.user?.id ?? me.id!;
    const amounts = async () =>
      (
        await ctx.app.db.execute(
          sql`select amount_cents as a from payments where user_id = ${userId} order by created_at`,
        )
      ).rows.map((r) => (r as { a: number }).a);
    expect(await amounts()).toEqual([499]);
    // Two renewals: the second month still discounted, the third at full price.
    for (const days of [32, 63, 94])
      await processDemoPeriodEnds(ctx.app.db, new Date(Date.now() + days * 86_400_000));
    expect((await amounts()).slice(0, 3)).toEqual([499, 499, 999]);
    // A member with a live plan cannot put a new-membership code on a plan change.
    const change = await member!.post('/api/billing/checkout', {
      ...subscriptionBody('vip', '4242424242424242'),
      discountCode: code,
    });
    expect(change.statusCode).toBe(400);
  });

  it('offers a member who cancels the retention discount once; accepting cuts the next renewals', async () => {
    const setting = { percentOff: 50, months: 2 };
    expect((await fan.put('/api/admin/offers/retention', setting)).statusCode).toBe(403);
    expect((await admin.put('/api/admin/offers/retention', setting)).json()).toEqual(setting);
    const [stays, leaves] = await buyers(2);
    for (const m of [stays!, leaves!])
      expect(
        (await m.post('/api/billing/checkout', subscriptionBody('fanplus', '4242424242424242')))
          .statusCode,
      ).toBe(200);
    const offered = (await stays!.get('/api/billing/retention-offer')).json();
    expect(offered).toEqual({
      offer: { percentOff: 50, months: 2, label: '50% off for 2 months' },
    });
    const both = await Promise.all([
      stays!.post('/api/billing/retention-offer', { accept: true }),
      stays!.post('/api/billing/retention-offer', { accept: true }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await stays!.get('/api/billing/retention-offer')).json()).toEqual({ offer: null });
    const me = (await stays!.get('/api/me')).json() as { id?: string; user?: { id: string } };
    const userId = me.user?.id ?? me.id!;
    await processDemoPeriodEnds(ctx.app.db, new Date(Date.now() + 32 * 86_400_000));
    const paid = await ctx.app.db.execute(
      sql`select amount_cents as a from payments where user_id = ${userId} order by created_at`,
    );
    expect(paid.rows.map((r) => (r as { a: number }).a).slice(0, 2)).toEqual([999, 499]);

    expect((await leaves!.post('/api/billing/retention-offer', { accept: false })).statusCode).toBe(
      200,
    );
    expect((await leaves!.get('/api/billing/retention-offer')).json()).toEqual({ offer: null });
    expect((await leaves!.post('/api/billing/retention-offer', { accept: true })).statusCode).toBe(
      409,
    );
    expect((await leaves!.post('/api/billing/cancel', {})).statusCode).toBe(200);
    await admin.put('/api/admin/offers/retention', { percentOff: null, months: null });
  });
});
