import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { orderBody } from './helpers/order-body';
import { outbox, signIn } from './helpers/session';

/** Real limits (RATE_LIMIT_FACTOR 1), unlike every other suite. */
const REAL = { RATE_LIMIT_FACTOR: '1' };
type Ctx = Awaited<ReturnType<typeof createTestApp>>;

const payment = (email: string) => orderBody({ email, fullName: 'Demo Buyer' });
const TOTE = { productId: 7, colour: 'Black', size: 'OS', quantity: 1 };
const pushBody = (n: number) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/x${n}`,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
});

function expectLimited(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => { message: string } },
  message: RegExp,
) {
  expect(res.statusCode).toBe(429);
  expect(res.json().message).toMatch(message);
  expect(res.json().message).toMatch(/Please wait \d+ (seconds?|minutes?) and try again\.$/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe(`abuse limits on anonymous and mail-sending endpoints on ${testDbKind()}`, () => {
  let ctx: Ctx;
  let origin: string;
  beforeAll(async () => {
    ctx = await createTestApp(REAL);
    origin = ctx.config.publicUrl;
  });
  afterAll(async () => ctx?.close());
  const post = (
    url: string,
    payload: object,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { origin, ...headers },
      payload,
      remoteAddress,
    });

  it('one script cannot send order mails to any address without end: 20 guest orders an hour per e-mail, then 429', async () => {
    const victim = 'victim.orders@example.org';
    for (let i = 0; i < 20; i += 1)
      expect([200, 409]).toContain(
        (await post('/api/orders', { ...payment(victim), lines: [TOTE] }, `10.31.0.${i + 1}`))
          .statusCode,
      );
    const mails = outbox(ctx.config.dataDir).filter((m) => m.raw.includes(victim)).length;
    const over = await post('/api/orders', { ...payment(victim), lines: [TOTE] }, '10.31.1.1');
    expectLimited(over, /^Too many orders in a short time\./);
    expect(outbox(ctx.config.dataDir).filter((m) => m.raw.includes(victim)).length).toBe(mails);
    // Someone else is not affected.
    expect(
      (
        await post(
          '/api/orders',
          { ...payment('someone.else@example.org'), lines: [TOTE] },
          '10.31.1.2',
        )
      ).statusCode,
    ).toBe(200);
  });

  it('60 orders an hour per address, whatever e-mails they name', async () => {
    for (let i = 0; i < 60; i += 1)
      await post('/api/orders', { ...payment(`spray${i}@example.org`), lines: [] }, '10.32.0.1');
    expectLimited(
      await post('/api/orders', { ...payment('spray-last@example.org'), lines: [] }, '10.32.0.1'),
      /^Too many orders/,
    );
    expect(
      (await post('/api/orders', { ...payment('spray-other@example.org'), lines: [] }, '10.32.0.2'))
        .statusCode,
    ).toBe(400);
  });

  it('ticket orders count per member account too', async () => {
    const fan = await signIn(ctx.app, origin, 'fan@example.com', 'fanclub-demo', '10.33.0.1');
    const buy = (i: number) =>
      fan.inject({
        method: 'POST',
        url: `/api/events/${randomUUID()}/tickets`,
        payload: { ...payment('fan@example.com'), quantity: 1 },
        remoteAddress: `10.33.1.${i + 1}`,
      });
    for (let i = 0; i < 20; i += 1) expect((await buy(i)).statusCode).toBe(404);
    expectLimited(await buy(21), /^Too many orders/);
  });

  it('sign-up: five an hour per e-mail address', async () => {
    const member = {
      displayName: 'Ann Lee',
      email: 'ann.limits@example.org',
      password: 'velvet-hours-2026',
    };
    for (let i = 0; i < 5; i += 1)
      expect([200, 409]).toContain(
        (await post('/api/auth/sign-up/email', member, `10.34.0.${i + 1}`)).statusCode,
      );
    expectLimited(
      await post('/api/auth/sign-up/email', member, '10.34.1.1'),
      /^Too many sign-ups in a short time\./,
    );
    // One whole sentence in the reader's language, the wait in its own grammar.
    const es = await post('/api/auth/sign-up/email', member, '10.34.1.2', {
      'accept-language': 'es',
    });
    expect(es.statusCode).toBe(429);
    expect(es.json().message).toMatch(
      /^Demasiados registros en poco tiempo\. Espera \d+ (minutos?|segundos?) y vuelve a intentarlo\.$/,
    );
  });

  it('password-reset and verification mails: five an hour per recipient, twenty per address', async () => {
    const before = outbox(ctx.config.dataDir).filter((m) =>
      m.raw.includes('vip@example.com'),
    ).length;
    for (let i = 0; i < 5; i += 1)
      expect(
        (
          await post(
            '/api/auth/request-password-reset',
            { email: 'vip@example.com', redirectTo: '/reset-password' },
            `10.35.0.${i + 1}`,
          )
        ).statusCode,
      ).toBe(200);
    expectLimited(
      await post(
        '/api/auth/request-password-reset',
        { email: 'VIP@example.com', redirectTo: '/reset-password' },
        '10.35.1.1',
      ),
      /^Too many e-mails requested in a short time\./,
    );
    expect(
      outbox(ctx.config.dataDir).filter((m) => m.raw.includes('vip@example.com')).length - before,
    ).toBe(5);

    for (let i = 0; i < 20; i += 1)
      await post(
        '/api/auth/send-verification-email',
        { email: `nobody${i}@example.org` },
        '10.35.2.1',
      );
    expectLimited(
      await post(
        '/api/auth/send-verification-email',
        { email: 'nobody-last@example.org' },
        '10.35.2.1',
      ),
      /^Too many e-mails requested/,
    );
  });

  // Chat and push subscriptions are for members: an anonymous caller gets 401 before anything is
  // counted or done, so the limits that matter are a member's, per account (and per address).
  it('chat messages and push subscriptions carry their limits per member account', async () => {
    const member = await signIn(
      ctx.app,
      origin,
      'fanplus@example.com',
      'fanclub-demo',
      '10.36.0.1',
    );
    const chat = `/api/live/${randomUUID()}/chat`;
    for (let i = 0; i < 60; i += 1)
      expect((await member.post(chat, { text: 'hi' })).statusCode).toBe(404);
    expectLimited(await member.post(chat, { text: 'hi' }), /^You are sending messages too fast\./);
    for (let i = 0; i < 20; i += 1)
      expect((await member.post('/api/push/subscriptions', pushBody(i))).statusCode).not.toBe(429);
    expectLimited(
      await member.post('/api/push/subscriptions', pushBody(99)),
      /^Too many notification sign-ups/,
    );
  });
});

describe(`abuse limits across processes through Redis on ${testDbKind()}`, () => {
  let one: Ctx;
  let two: Ctx;
  beforeAll(async () => {
    const env = { ...REAL, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
    one = await createTestApp(env);
    two = await createTestApp(env);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });
  // Per run, so counts kept in the shared Redis never carry over between runs.
  const run = Math.floor(Math.random() * 250) + 1;
  // Orders: an anonymous route with a limit of 60 an hour per address (an empty cart is refused
  // after it is counted, so nothing is bought).
  const order = (ctx: Ctx, ip: string, n: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { origin: ctx.config.publicUrl },
      payload: { ...payment(`cross-${run}-${n}@example.org`), lines: [] },
      remoteAddress: ip,
    });

  it('two processes share one count, and a Redis outage falls back to counting in memory, never to errors', async () => {
    const ip = `10.${run}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 60; i += 1)
      expect((await order(i % 2 ? one : two, ip, i)).statusCode).toBe(400);
    expect((await order(one, ip, 60)).statusCode).toBe(429);
    expect((await order(two, ip, 61)).statusCode).toBe(429);

    one.app.redis!.disconnect();
    const other = `${ip.split('.').slice(0, 3).join('.')}.251`;
    for (let i = 0; i < 60; i += 1) expect((await order(one, other, 100 + i)).statusCode).toBe(400);
    expect((await order(one, other, 160)).statusCode).toBe(429);
  });
});
