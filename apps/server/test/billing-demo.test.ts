import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processDemoPeriodEnds } from '../src/features/billing/renewals';
import { createTestApp } from './helpers/test-app';
import { subscriptionBody } from './helpers/order-body';
import { testDbKind } from './helpers/test-database';
import { client, signIn } from './helpers/session';

const DAY = 86_400_000;

describe(`subscriptions with the demo provider on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  let fan: Awaited<ReturnType<typeof signIn>>;
  const tier = async (c: typeof fan) => (await c.get('/api/me')).json().profile.subscriptionTier;
  beforeAll(async () => {
    ctx = await createTestApp();
    origin = ctx.config.publicUrl;
    fan = await signIn(ctx.app, origin, 'fan@example.com', 'fanclub-demo', '10.20.0.1');
  });
  afterAll(async () => ctx?.close());

  it('starts a checkout on our own /auth page without changing anything', async () => {
    const res = await fan.post('/api/billing/checkout', { tier: 'fanplus' });
    expect(res.json()).toEqual({ url: '/auth?plan=fanplus' });
    expect(await tier(fan)).toBe('free');
    expect(
      (await client(ctx.app, origin).post('/api/billing/checkout', { tier: 'fanplus' })).statusCode,
    ).toBe(401);
  });

  it('refuses bad card details with the field named, and a declined card with 402', async () => {
    const badLuhn = await fan.post(
      '/api/billing/checkout',
      subscriptionBody('fanplus', '4242424242424241'),
    );
    expect(badLuhn.statusCode).toBe(400);
    expect(badLuhn.json().fields).toHaveProperty('cardNumber');
    const expired = await fan.post('/api/billing/checkout', {
      ...subscriptionBody('fanplus', '4242424242424242'),
      expDate: '01/20',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().fields).toHaveProperty('expDate');
    const declined = await fan.post(
      '/api/billing/checkout',
      subscriptionBody('fanplus', '4000 0000 0000 0002'),
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card was declined.');
    expect(await tier(fan)).toBe('free');
    expect((await fan.get('/api/billing/subscription')).json().status).toBe('none');
  });

  it('a forged success URL grants nothing', async () => {
    const forged = await fan.get(
      '/api/billing/checkout-sessions/cs_demo_forged?tier=vip&payment_status=paid',
    );
    expect(forged.statusCode).toBe(404);
    expect(await tier(fan)).toBe('free');
  });

  it('pays with 4242, and only then the tier and the gated content change', async () => {
    const premium = (await ctx.app.inject('/api/tracks/after-hours-call')).json().id;
    expect((await fan.get(`/api/tracks/${premium}/playback`)).json().kind).toBe('preview');
    const paid = await fan.post(
      '/api/billing/checkout',
      subscriptionBody('fanplus', '4242 4242 4242 4242'),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const url = new URL(paid.json().url, origin);
    expect(url.pathname).toBe('/payment-success');
    const sessionId = url.searchParams.get('session_id')!;
    expect(await tier(fan)).toBe('fanplus');
    expect((await fan.get(`/api/tracks/${premium}/playback`)).json().kind).toBe('full');
    expect((await fan.get(`/api/billing/checkout-sessions/${sessionId}`)).json()).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      tier: 'fanplus',
      amountCents: 999,
    });
    const sub = (await fan.get('/api/billing/subscription')).json();
    expect(sub).toMatchObject({
      tier: 'fanplus',
      status: 'active',
      priceCents: 999,
      cancelAtPeriodEnd: false,
      card: { brand: 'Visa', last4: '4242' },
    });
    const receipt = await fan.get(`/api/billing/receipts/${sessionId}`);
    expect(receipt.headers['content-type']).toContain('text/html');
    expect(receipt.body).toContain('$9.99');
    expect(receipt.body).toContain('Visa ending in 4242');
    // Another member cannot read this session or its receipt.
    const vip = await signIn(ctx.app, origin, 'vip@example.com', 'fanclub-demo', '10.20.0.2');
    expect((await vip.get(`/api/billing/checkout-sessions/${sessionId}`)).statusCode).toBe(404);
    expect((await vip.get(`/api/billing/receipts/${sessionId}`)).statusCode).toBe(404);
  });

  it('never stores a full card number', async () => {
    const dump = await ctx.app.db.execute(
      sql`select row_to_json(s)::text as j from subscriptions s union all select row_to_json(p)::text from payments p`,
    );
    const text = (dump.rows as { j: string }[]).map((r) => r.j).join('\n');
    expect(text).toContain('4242');
    expect(text).not.toContain('4242424242424242');
  });

  it('upgrades Fan+ to VIP charging the prorated difference', async () => {
    const res = await fan.post('/api/billing/checkout', { tier: 'vip' });
    const sessionId = new URL(res.json().url, origin).searchParams.get('session_id')!;
    const state = (await fan.get(`/api/billing/checkout-sessions/${sessionId}`)).json();
    expect(state.tier).toBe('vip');
    // Seconds into a month-long period, nearly the whole $10.00 difference is due.
    expect(state.amountCents).toBeGreaterThan(990);
    expect(state.amountCents).toBeLessThanOrEqual(1000);
    expect(await tier(fan)).toBe('vip');
  });

  it('cancels at period end keeping access, resumes, then lapses to free when the period ends', async () => {
    const cancelled = (await fan.post('/api/billing/downgrade')).json();
    expect(cancelled).toMatchObject({ tier: 'vip', cancelAtPeriodEnd: true });
    expect(await tier(fan)).toBe('vip');
    expect((await fan.post('/api/billing/resume')).json().cancelAtPeriodEnd).toBe(false);
    await fan.post('/api/billing/cancel');
    const later = new Date(Date.now() + 32 * DAY);
    expect(await processDemoPeriodEnds(ctx.app.db, later)).toEqual({ renewed: 0, lapsed: 1 });
    expect(await tier(fan)).toBe('free');
    expect((await fan.get('/api/billing/subscription')).json().status).toBe('none');
  });

  it('renews with the stored card exactly once even when two processes run the job together', async () => {
    const member = await signIn(
      ctx.app,
      origin,
      'fanplus@example.com',
      'fanclub-demo',
      '10.20.0.3',
    );
    await member.post('/api/billing/checkout', subscriptionBody('vip', '4242424242424242'));
    const scheduled = (await member.post('/api/billing/change-plan', { tier: 'fanplus' })).json();
    expect(scheduled).toMatchObject({ tier: 'vip', scheduledTier: 'fanplus' });
    const later = new Date(Date.now() + 32 * DAY);
    const [a, b] = await Promise.all([
      processDemoPeriodEnds(ctx.app.db, later),
      processDemoPeriodEnds(ctx.app.db, later),
    ]);
    expect(a.renewed + b.renewed).toBe(1);
    const sub = (await member.get('/api/billing/subscription')).json();
    // The scheduled downgrade took effect at renewal, and the period moved on a month.
    expect(sub).toMatchObject({ tier: 'fanplus', scheduledTier: null });
    expect(new Date(sub.currentPeriodEnd).getTime()).toBeGreaterThan(later.getTime());
    expect(await tier(member)).toBe('fanplus');
  });

  it('applies the same event id only once', async () => {
    const { applyBillingEvent } = await import('../src/features/billing/apply-event-repository');
    const member = await signIn(ctx.app, origin, 'vip@example.com', 'fanclub-demo', '10.20.0.4');
    const me = (await member.get('/api/me')).json();
    const event = {
      id: 'evt_test_duplicate',
      type: 'subscription.updated' as const,
      subscription: {
        provider: 'demo' as const,
        providerSubscriptionId: 'sub_test_dup',
        providerCustomerId: null,
        userId: me.user.id,
        tier: 'fanplus' as const,
        status: 'active' as const,
        currentPeriodStart: new Date(),
        currentPeriodEnd: new Date(Date.now() + 30 * DAY),
        cancelAtPeriodEnd: false,
        card: null,
      },
      payment: {
        userId: me.user.id,
        amountCents: 999,
        description: 'test',
        checkoutSessionId: null,
        providerSubscriptionId: 'sub_test_dup',
        card: null,
      },
    };
    expect(await applyBillingEvent(ctx.app.db, event)).toBe('applied');
    expect(await applyBillingEvent(ctx.app.db, event)).toBe('duplicate');
    const count = await ctx.app.db.execute(
      sql`select count(*)::int as n from payments where provider_subscription_id = 'sub_test_dup'`,
    );
    expect((count.rows[0] as { n: number }).n).toBe(1);
  });
});
