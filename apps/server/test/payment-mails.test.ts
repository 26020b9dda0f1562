// Issue 31: a welcome mail when a membership starts and a receipt for every payment, each sent
// once however often the payment's event or request is replayed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBillingEvent } from '../src/features/billing/apply-event-repository';
import { processDemoPeriodEnds } from '../src/features/billing/renewals';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { orderBody, subscriptionBody } from './helpers/order-body';
import { client, outbox, signIn } from './helpers/session';

const DAY = 86_400_000;
const card = subscriptionBody('fanplus', '4242424242424242');

describe(`welcome and receipt mails on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    origin = ctx.config.publicUrl;
  });
  afterAll(async () => ctx?.close());

  const mails = (to: string, subject: RegExp) =>
    outbox(ctx.config.dataDir).filter(
      (m) =>
        m.raw.includes(`To: ${to}`) && subject.test(m.raw.match(/^Subject: (.*)$/m)?.[1] ?? ''),
    );

  it('mails one welcome and one receipt when a membership starts, and none again on a replay', async () => {
    const fan = await signIn(ctx.app, origin, 'fan@example.com', 'fanclub-demo', '10.32.0.1');
    const paid = await fan.post('/api/billing/checkout', card);
    expect(paid.statusCode, paid.body).toBe(200);
    await ctx.app.jobs.settled();
    const welcome = mails('fan@example.com', /^Welcome to Fan\+!$/);
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.raw).toContain('Your membership is active now.');
    const receipts = mails('fan@example.com', /^Your fan club receipt: \$9\.99$/);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.raw).toContain('Paid with Visa ending in 4242.');

    // Sending the same checkout again (a double tap, a retried request) charges and mails nothing.
    expect((await fan.post('/api/billing/checkout', card)).statusCode).toBe(409);
    await ctx.app.jobs.settled();
    expect(mails('fan@example.com', /^Welcome to/)).toHaveLength(1);
    expect(mails('fan@example.com', /^Your fan club receipt/)).toHaveLength(1);
  });

  it('mails a receipt per renewal once, however many processes run the period end or replay it', async () => {
    const later = new Date(Date.now() + 32 * DAY);
    await Promise.all([
      processDemoPeriodEnds(ctx.app.db, later),
      processDemoPeriodEnds(ctx.app.db, later),
    ]);
    await processDemoPeriodEnds(ctx.app.db, later);
    await ctx.app.jobs.settled();
    const receipts = mails('fan@example.com', /^Your fan club receipt/);
    expect(receipts).toHaveLength(2);
    expect(receipts[1]!.raw).toContain('Fan+ membership, renewal');
    expect(mails('fan@example.com', /^Welcome to/)).toHaveLength(1);
  });

  it('a redelivered billing event (same id) mails nothing more', async () => {
    const vip = await signIn(ctx.app, origin, 'vip@example.com', 'fanclub-demo', '10.32.0.2');
    const me = (await vip.get('/api/me')).json() as { user: { id: string } };
    const event = {
      id: 'evt_mail_replay',
      type: 'subscription.updated' as const,
      subscription: {
        provider: 'demo' as const,
        providerSubscriptionId: 'sub_mail_replay',
        providerCustomerId: null,
        userId: me.user.id,
        tier: 'vip' as const,
        status: 'active' as const,
        currentPeriodStart: new Date(),
        currentPeriodEnd: new Date(Date.now() + 30 * DAY),
        cancelAtPeriodEnd: false,
        card: null,
      },
      payment: {
        userId: me.user.id,
        amountCents: 1999,
        description: 'VIP membership',
        checkoutSessionId: null,
        providerSubscriptionId: 'sub_mail_replay',
        card: null,
      },
    };
    const results = await Promise.all([
      applyBillingEvent(ctx.app.db, event),
      applyBillingEvent(ctx.app.db, event),
    ]);
    expect(results.sort()).toEqual(['applied', 'duplicate']);
    expect(await applyBillingEvent(ctx.app.db, event)).toBe('duplicate');
    await ctx.app.jobs.settled();
    expect(mails('vip@example.com', /^Your fan club receipt: \$19\.99$/)).toHaveLength(1);
  });

  it('mails one receipt for a merch order, also when the order request is replayed', async () => {
    const anon = client(ctx.app, origin);
    const order = orderBody({
      email: 'merch.buyer@example.org',
      fullName: 'Demo Buyer',
      lines: [{ productId: 7, colour: 'Black', size: 'OS', quantity: 1 }],
    });
    const key = { 'idempotency-key': 'payment-mails-order-0001' };
    const first = await anon.post('/api/orders', order, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await anon.post('/api/orders', order, key);
    expect(again.json().orderId).toBe(first.json().orderId);
    await ctx.app.jobs.settled();
    const receipts = mails('merch.buyer@example.org', /^Your fan club order /);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.raw).toMatch(/Total: \$\d+\.\d\d/);
  });
});
