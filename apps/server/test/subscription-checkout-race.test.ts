import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBillingEvent } from '../src/features/billing/apply-event-repository';
import type { FakeSubscription } from './helpers/fake-stripe-api';
import { signedInMembers } from './helpers/members';
import { scaledOutAvailable, useScaledApps } from './helpers/scaled-apps';
import { client } from './helpers/session';
import type { StripeTestApp } from './helpers/stripe-test-app';
import { stripeTestApp } from './helpers/stripe-test-app';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';

/** The demo checkout form as the web sends it, with Stripe's test card that always succeeds. */
const paid = (tier: 'fanplus' | 'vip') => ({
  tier,
  paymentMethod: 'card',
  email: 'pay@example.org',
  fullName: 'Demo Fan',
  cardNumber: '4242 4242 4242 4242',
  expDate: '12/39',
  cvc: '123',
  zipCode: '90210',
  country: 'US',
});

async function ledger(app: FastifyInstance, userId: string) {
  const n = async (table: string) =>
    Number(
      (
        (
          await app.db.execute(
            sql.raw(`select count(*)::int as n from ${table} where user_id = '${userId}'`),
          )
        ).rows[0] as { n: number }
      ).n,
    );
  return {
    payments: await n('payments'),
    subscriptions: await n('subscriptions'),
    open: Number(
      (
        (
          await app.db.execute(
            sql`select count(*)::int as n from checkout_sessions where user_id = ${userId} and status = 'open'`,
          )
        ).rows[0] as { n: number }
      ).n,
    ),
  };
}

/** Every answer is the one checkout that was paid, or a clear refusal: never a second charge. */
function expectOneCheckout(responses: { statusCode: number; json(): { url?: string } }[]) {
  const ok = responses.filter((r) => r.statusCode === 200);
  expect(ok.length).toBeGreaterThanOrEqual(1);
  expect(new Set(ok.map((r) => r.json().url)).size).toBe(1);
  for (const r of responses) expect([200, 409]).toContain(r.statusCode);
}

describe(`concurrent subscription checkouts (demo provider) on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let members: Awaited<ReturnType<typeof signedInMembers>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    members = await signedInMembers(ctx.app, ctx.config.publicUrl, 'race', 4);
  });
  afterAll(async () => ctx?.close());

  it('three checkouts paid at once with 4242 charge once: one payment, one subscription, the others get the same session or 409', async () => {
    const m = members[0]!;
    const responses = await Promise.all(
      [1, 2, 3].map(() => m.post('/api/billing/checkout', paid('fanplus'))),
    );
    expectOneCheckout(responses);
    expect(await ledger(ctx.app, m.userId)).toEqual({ payments: 1, subscriptions: 1, open: 0 });
    expect((await m.get('/api/billing/subscription')).json()).toMatchObject({
      tier: 'fanplus',
      status: 'active',
    });
  });

  it('checkouts for two tiers at once charge once, the other answered 409 with a message', async () => {
    const m = members[1]!;
    const responses = await Promise.all([
      m.post('/api/billing/checkout', paid('fanplus')),
      m.post('/api/billing/checkout', paid('vip')),
      m.post('/api/billing/checkout', paid('fanplus')),
    ]);
    for (const r of responses) expect([200, 409]).toContain(r.statusCode);
    for (const r of responses.filter((x) => x.statusCode === 409))
      expect(r.json().message).toMatch(/in progress|already on this plan/);
    const l = await ledger(ctx.app, m.userId);
    // One first-month payment; an upgrade's prorated payment is the only other one allowed.
    expect(l.subscriptions).toBe(1);
    expect(l.open).toBe(0);
    const rows = (
      await ctx.app.db.execute(
        sql`select description from payments where user_id = ${m.userId} order by created_at`,
      )
    ).rows as { description: string }[];
    expect(rows.filter((r) => /first month/.test(r.description))).toHaveLength(1);
  });

  it('a member on a paid plan paying for the same plan again gets 409 and no second charge', async () => {
    const m = members[0]!;
    const again = await m.post('/api/billing/checkout', paid('fanplus'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already on this plan.');
    expect((await m.post('/api/billing/checkout', { tier: 'fanplus' })).statusCode).toBe(409);
    expect(await ledger(ctx.app, m.userId)).toEqual({ payments: 1, subscriptions: 1, open: 0 });
  });

  it('completing a checkout already used, or superseded (expired), charges nothing', async () => {
    const m = members[2]!;
    const first = await m.post('/api/billing/checkout', paid('vip'));
    const sessionId = new URL(first.json().url, 'http://x').searchParams.get('session_id')!;
    const [snapshot] = (
      await ctx.app.db.execute(
        sql`select provider_subscription_id as id from subscriptions where user_id = ${m.userId}`,
      )
    ).rows as { id: string }[];
    const replay = (eventId: string, checkoutSessionId: string) =>
      applyBillingEvent(ctx.app.db, {
        id: eventId,
        type: 'checkout.completed',
        checkoutSessionId,
        subscription: {
          provider: 'demo',
          providerSubscriptionId: `${snapshot!.id}_again`,
          providerCustomerId: null,
          userId: m.userId,
          tier: 'vip',
          status: 'active',
          currentPeriodStart: new Date(),
          currentPeriodEnd: new Date(Date.now() + 86_400_000),
          cancelAtPeriodEnd: false,
          card: null,
        },
        payment: {
          userId: m.userId,
          amountCents: 1999,
          description: 'VIP membership, first month',
          checkoutSessionId,
          providerSubscriptionId: `${snapshot!.id}_again`,
          card: null,
        },
      });
    expect(await replay('evt_race_used', sessionId)).toBe('stale');
    await ctx.app.db.execute(
      sql`insert into checkout_sessions (id, user_id, provider, tier, amount_cents, status) values ('cs_race_superseded', ${m.userId}, 'demo', 'vip', 1999, 'expired')`,
    );
    expect(await replay('evt_race_superseded', 'cs_race_superseded')).toBe('stale');
    expect(await ledger(ctx.app, m.userId)).toEqual({ payments: 1, subscriptions: 1, open: 0 });
  });

  it('a card checkout for a cheaper plan while on a paid one schedules the downgrade and charges nothing (was a second subscription)', async () => {
    const m = members[2]!;
    const res = await m.post('/api/billing/checkout', paid('fanplus'));
    expect(res.json()).toEqual({ url: '/manage-subscription' });
    expect((await m.get('/api/billing/subscription')).json()).toMatchObject({
      tier: 'vip',
      scheduledTier: 'fanplus',
    });
    expect(await ledger(ctx.app, m.userId)).toEqual({ payments: 1, subscriptions: 1, open: 0 });
  });

  it('the database holds one open checkout per member: a second open row is refused', async () => {
    const m = members[3]!;
    const insert = (id: string) =>
      ctx.app.db.execute(
        sql`insert into checkout_sessions (id, user_id, provider, tier, amount_cents) values (${id}, ${m.userId}, 'stripe', 'vip', 1999)`,
      );
    await insert('cs_race_open_1');
    await expect(insert('cs_race_open_2')).rejects.toThrow();
    await ctx.app.db.execute(sql`delete from checkout_sessions where user_id = ${m.userId}`);
  });
});

describe.skipIf(!scaledOutAvailable)(
  'concurrent subscription checkouts on two app processes sharing one PostgreSQL database',
  () => {
    const apps = useScaledApps();

    it('one request to each process at the same moment: one payment, one subscription', async () => {
      const [m] = await signedInMembers(apps.one.app, apps.one.config.publicUrl, 'peer', 1);
      const other = client(apps.two.app, apps.two.config.publicUrl, m!.cookie);
      for (let round = 0; round < 3; round += 1) {
        const responses = await Promise.all([
          m!.post('/api/billing/checkout', paid('fanplus')),
          other.post('/api/billing/checkout', paid('fanplus')),
        ]);
        if (round === 0) expectOneCheckout(responses);
        else for (const r of responses) expect(r.statusCode).toBe(409);
      }
      expect(await ledger(apps.one.app, m!.userId)).toEqual({
        payments: 1,
        subscriptions: 1,
        open: 0,
      });
    });
  },
);

describe(`subscription checkout with Stripe (Stripe's API faked at the network edge) on ${testDbKind()}`, () => {
  let stripe: StripeTestApp;
  let fake: StripeTestApp['fake'];
  let ctx: StripeTestApp['ctx'];
  let members: Awaited<ReturnType<typeof signedInMembers>>;
  const start = Math.floor(Date.now() / 1000);
  const subscription = (id: string, userId: string): FakeSubscription => ({
    id,
    customer: `cus_${id}`,
    itemId: `si_${id}`,
    price: 'price_fanplus',
    status: 'active',
    cancelAtPeriodEnd: false,
    metadata: { userId, tier: 'fanplus' },
    periodStart: start,
    periodEnd: start + 30 * 86_400,
    card: { brand: 'visa', last4: '4242' },
    pendingUpdate: false,
  });
  /** Stripe's checkout.session.completed for `sessionId` paid into `subId`, signed as Stripe signs. */
  const deliverCompleted = (sessionId: string, subId: string, userId: string) =>
    stripe.deliver(
      'checkout.session.completed',
      {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        subscription: subId,
        client_reference_id: userId,
        payment_status: 'paid',
        amount_total: 999,
      },
      'application/json; charset=utf-8',
    );

  beforeAll(async () => {
    stripe = await stripeTestApp();
    ({ fake, ctx } = stripe);
    members = await signedInMembers(ctx.app, ctx.config.publicUrl, 'stripe_race', 3);
  });
  afterAll(async () => {
    await stripe?.close();
  });

  it('a second checkout while one is open reuses its Stripe page: the fake saw one session create', async () => {
    const m = members[0]!;
    const before = fake.callsTo('POST', '/v1/checkout/sessions').length;
    const first = await m.post('/api/billing/checkout', { tier: 'fanplus' });
    const second = await m.post('/api/billing/checkout', { tier: 'fanplus' });
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(fake.callsTo('POST', '/v1/checkout/sessions').length - before).toBe(1);
    expect((await ledger(ctx.app, m.userId)).open).toBe(1);
  });

  it('concurrent checkouts get one open Stripe page; any extra page made in the race is expired at Stripe', async () => {
    const m = members[1]!;
    const responses = await Promise.all(
      [1, 2, 3].map(() => m.post('/api/billing/checkout', { tier: 'fanplus' })),
    );
    expectOneCheckout(responses);
    const url = responses.find((r) => r.statusCode === 200)!.json().url as string;
    const mine = [...fake.checkoutSessions.values()].filter(
      (s) => s.params.client_reference_id === m.userId,
    );
    expect(mine.filter((s) => s.status === 'open').map((s) => s.id)).toEqual([
      url.split('/').pop(),
    ]);
    expect((await ledger(ctx.app, m.userId)).open).toBe(1);
  });

  it('another tier replaces the open page: the old one is expired at Stripe and can no longer be paid', async () => {
    const m = members[0]!;
    const old = (await m.post('/api/billing/checkout', { tier: 'fanplus' })).json().url as string;
    const vip = await m.post('/api/billing/checkout', { tier: 'vip' });
    expect(vip.statusCode).toBe(200);
    expect(vip.json().url).not.toBe(old);
    expect(fake.checkoutSessions.get(old.split('/').pop()!)?.status).toBe('expired');
    expect((await ledger(ctx.app, m.userId)).open).toBe(1);
  });

  it('a second Stripe subscription paid in another tab is cancelled at Stripe when its webhook arrives, and grants nothing', async () => {
    const m = members[2]!;
    const first = subscription('sub_race_first', m.userId);
    const second = subscription('sub_race_second', m.userId);
    fake.subscriptions.set(first.id, first);
    fake.subscriptions.set(second.id, second);
    expect((await deliverCompleted('cs_race_tab_1', first.id, m.userId)).statusCode).toBe(200);
    expect((await deliverCompleted('cs_race_tab_2', second.id, m.userId)).statusCode).toBe(200);
    const [cancel] = fake.callsTo('DELETE', `/v1/subscriptions/${second.id}`);
    expect(cancel?.params).toMatchObject({ prorate: 'true', invoice_now: 'true' });
    expect(fake.callsTo('DELETE', `/v1/subscriptions/${first.id}`)).toHaveLength(0);
    expect(second.status).toBe('canceled');
    const rows = (
      await ctx.app.db.execute(
        sql`select provider_subscription_id as id, status from subscriptions where user_id = ${m.userId} order by provider_subscription_id`,
      )
    ).rows;
    expect(rows).toEqual([
      { id: 'sub_race_first', status: 'active' },
      { id: 'sub_race_second', status: 'canceled' },
    ]);
    expect((await m.get('/api/billing/subscription')).json()).toMatchObject({ tier: 'fanplus' });
  });
});
