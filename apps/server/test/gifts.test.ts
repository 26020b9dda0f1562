import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { client, linkIn, outbox, signIn } from './helpers/session';

const CARD = {
  fullName: 'Fan Buyer',
  cardNumber: '4242 4242 4242 4242',
  expDate: '12/34',
  cvc: '123',
  zipCode: '90210',
};

describe(`gift memberships on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let fan: ReturnType<typeof client>;
  let vip: ReturnType<typeof client>;
  let fanplus: ReturnType<typeof client>;
  const tokenFor = (email: string) => {
    const mail = outbox(ctx.config.dataDir)
      .filter((m) => m.raw.includes(`To: ${email}`))
      .at(-1)!;
    return new URL(linkIn(mail.raw, '/gifts/claim?token=')).searchParams.get('token')!;
  };
  beforeAll(async () => {
    ctx = await createTestApp();
    const origin = ctx.config.publicUrl;
    fan = await signIn(ctx.app, origin, 'fan@example.com', 'fanclub-demo', '10.62.0.1');
    vip = await signIn(ctx.app, origin, 'vip@example.com', 'fanclub-demo', '10.62.0.2');
    fanplus = await signIn(ctx.app, origin, 'fanplus@example.com', 'fanclub-demo', '10.62.0.3');
  });
  afterAll(async () => ctx?.close());

  it('a guest must sign in; bad input is a 400, the declined card a 402', async () => {
    const anon = client(ctx.app, ctx.config.publicUrl);
    const body = { tier: 'vip', months: 3, recipientEmail: 'friend@gift.test', ...CARD };
    expect((await anon.post('/api/gifts', body)).statusCode).toBe(401);
    expect((await anon.post('/api/gifts/claim', { token: 'x'.repeat(43) })).statusCode).toBe(401);
    expect((await fan.post('/api/gifts', { ...body, months: 2 })).statusCode).toBe(400);
    expect((await fan.post('/api/gifts', { ...body, tier: 'free' })).statusCode).toBe(400);
    expect((await fan.post('/api/gifts', { ...body, message: 'x'.repeat(501) })).statusCode).toBe(
      400,
    );
    expect((await fan.post('/api/gifts', { ...body, sendOn: '2020-01-01' })).statusCode).toBe(400);
    expect((await fan.post('/api/gifts', { ...body, sendOn: '2099-01-01' })).statusCode).toBe(400);
    expect(
      (await fan.post('/api/gifts', { ...body, cardNumber: '4000 0000 0000 0002' })).statusCode,
    ).toBe(402);
    expect((await fan.get('/api/gifts')).json().items).toEqual([]);
  });

  it('a fan buys VIP for another; the mail goes at once; another member claims it once', async () => {
    const res = await fan.post('/api/gifts', {
      tier: 'vip',
      months: 3,
      recipientEmail: 'fanplus@example.com',
      message: 'Happy birthday!',
      ...CARD,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'scheduled',
      amountCents: 1999 * 3,
      checkoutUrl: null,
    });
    await ctx.app.jobs.settled();
    // Paid like any purchase: a payments row (the receipts page reads it) and a receipt mail.
    const receiptId = `gift_${res.json().id}`;
    const paid = await ctx.app.db.execute(
      sql`select amount_cents as a, card_last4 as l from payments where checkout_session_id = ${receiptId}`,
    );
    expect(paid.rows).toEqual([{ a: 1999 * 3, l: '4242' }]);
    expect((await fan.get(`/api/billing/receipts/${receiptId}`)).body).toContain(
      'VIP gift membership, 3 months',
    );
    expect(
      outbox(ctx.config.dataDir).filter(
        (m) => m.raw.includes('To: fan@example.com') && m.raw.includes('VIP gift membership'),
      ),
    ).toHaveLength(1);
    const [listed] = (await fan.get('/api/gifts')).json().items;
    expect(listed.status).toBe('sent');
    const token = tokenFor('fanplus@example.com');
    expect(outbox(ctx.config.dataDir).at(-1)!.raw).toContain('Happy birthday!');

    const claim = await fanplus.post('/api/gifts/claim', { token });
    expect(claim.statusCode).toBe(200);
    expect(claim.json()).toMatchObject({ tier: 'vip', months: 3 });
    expect((await fanplus.get('/api/me')).json().profile.subscriptionTier).toBe('vip');
    expect((await fan.get('/api/gifts')).json().items[0].status).toBe('claimed');
    // Single use: nobody claims it again.
    expect((await vip.post('/api/gifts/claim', { token })).statusCode).toBe(400);
    expect((await fan.post(`/api/gifts/${listed.id}/resend`)).statusCode).toBe(409);
  });

  it('a second gift extends the first; a resend replaces the link; only the buyer resends', async () => {
    const buy = await fan.post('/api/gifts', {
      tier: 'fanplus',
      months: 1,
      recipientEmail: 'fanplus@example.com',
      ...CARD,
    });
    await ctx.app.jobs.settled();
    const first = tokenFor('fanplus@example.com');
    expect((await vip.post(`/api/gifts/${buy.json().id}/resend`)).statusCode).toBe(404);
    expect((await fan.post(`/api/gifts/${buy.json().id}/resend`)).statusCode).toBe(200);
    await ctx.app.jobs.settled();
    const second = tokenFor('fanplus@example.com');
    expect(second).not.toBe(first);
    expect((await fanplus.post('/api/gifts/claim', { token: first })).statusCode).toBe(400);
    const claim = await fanplus.post('/api/gifts/claim', { token: second });
    expect(claim.statusCode).toBe(200);
    // Fan+ for a month after the 3 VIP months already given.
    const months = (new Date(claim.json().endsAt).getTime() - Date.now()) / (30.4 * 86_400_000);
    expect(months).toBeGreaterThan(3.8);
    expect(months).toBeLessThan(4.2);
    expect((await fanplus.get('/api/me')).json().profile.subscriptionTier).toBe('vip');
  });

  it('a gift with a later send date waits, and cannot be resent before it goes', async () => {
    const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const buy = await fan.post('/api/gifts', {
      tier: 'vip',
      months: 12,
      recipientEmail: 'later@gift.test',
      sendOn: later,
      ...CARD,
    });
    expect(buy.statusCode).toBe(201);
    await ctx.app.jobs.settled();
    expect(outbox(ctx.config.dataDir).some((m) => m.raw.includes('later@gift.test'))).toBe(false);
    expect((await fan.post(`/api/gifts/${buy.json().id}/resend`)).statusCode).toBe(409);
    const queued = await ctx.app.db.execute(
      sql`select count(*)::int as n from jobs where name = 'gifts.send'`,
    );
    expect((queued.rows[0] as { n: number }).n).toBeGreaterThan(0);
  });
});
