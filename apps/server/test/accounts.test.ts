import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { client, cookiesFrom, linkIn, outbox, signIn } from './helpers/session';

const newMember = (n: string) => ({
  displayName: 'Sam Rivera',
  email: `sam.${n}@example.org`,
  password: 'velvet-hours-2026',
});

describe(`accounts on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    origin = ctx.config.publicUrl;
  });
  afterAll(async () => ctx?.close());
  const anon = () => client(ctx.app, origin);

  it('signs up, mails a confirmation link that verifies and signs in, then signs in with the password', async () => {
    const member = newMember('a');
    const res = await anon().post('/api/auth/sign-up/email', member);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('password');

    // Not verified yet: sign-in is refused with a reason.
    const early = await anon().post('/api/auth/sign-in/email', {
      email: member.email,
      password: member.password,
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(
      "Please confirm your e-mail first. We've sent you a new confirmation link.",
    );

    const mail = outbox(ctx.config.dataDir).find((m) => m.raw.includes(member.email));
    expect(mail).toBeDefined();
    const link = new URL(linkIn(mail!.raw, '/api/auth/verify-email'));
    // Opened from a mail app: a navigation the member started (Sec-Fetch-Site: none) signs in.
    const verify = await ctx.app.inject({
      method: 'GET',
      url: link.pathname + link.search,
      headers: { 'sec-fetch-site': 'none' },
    });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toMatch(/^(https?:\/\/[^/]+)?\/\?confirmed=1$/);
    const verifiedCookie = cookiesFrom(verify.headers['set-cookie']);
    const meAfterVerify = await client(ctx.app, origin, verifiedCookie).get('/api/me');
    expect(meAfterVerify.statusCode).toBe(200);
    expect(meAfterVerify.json()).toMatchObject({
      user: { email: member.email, emailVerified: true, username: null, phone: null },
      profile: { displayName: 'Sam Rivera', role: 'fan', subscriptionTier: 'free' },
    });

    const session = await signIn(ctx.app, origin, member.email, member.password);
    expect((await session.get('/api/me')).statusCode).toBe(200);
  });

  it('refuses bad sign-ups with the reason: common password, bad fields', async () => {
    const common = await anon().post('/api/auth/sign-up/email', {
      ...newMember('b'),
      password: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe('That password is too common. Please choose another.');

    const short = await anon().post('/api/auth/sign-up/email', {
      ...newMember('c'),
      password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty('password');

    // Only e-mail, password and display name are asked (issue 31); a missing name is named.
    const noName = await anon().post('/api/auth/sign-up/email', {
      ...newMember('f'),
      displayName: ' ',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields).toHaveProperty('displayName');
  });

  it('answers a wrong password with 401; five from one address make that address wait, while the owner elsewhere still signs in', async () => {
    const attempt = (password: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        payload: { email: 'admin@example.com', password },
        remoteAddress,
      });
    const wrong = await attempt('not-the-password', '10.0.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBeTruthy();
    for (let i = 0; i < 4; i += 1)
      expect((await attempt(`wrong-${i}`, '10.0.0.1')).statusCode).toBe(401);
    // The attacker's address now waits, even with the right password...
    const held = await attempt('fanclub-demo', '10.0.0.1');
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe(
      'Too many failed sign-in attempts. Please wait 1 minute and try again.',
    );
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // ...but the attacker does not control the owner's account: from the owner's address it opens.
    expect((await attempt('fanclub-demo', '10.0.1.1')).statusCode).toBe(200);
  });

  it('throttles one IP trying many accounts', async () => {
    for (let i = 0; i < 20; i += 1) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        payload: { email: `nobody${i}@example.org`, password: 'guess-guess' },
        remoteAddress: '10.9.9.9',
      });
    }
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      payload: { email: 'vip@example.com', password: 'fanclub-demo' },
      remoteAddress: '10.9.9.9',
    });
    expect(res.statusCode).toBe(429);
  });

  it('gives a new session on every sign-in, and sign-out ends every session of the user', async () => {
    const phone = await signIn(ctx.app, origin, 'fanplus@example.com', 'fanclub-demo', '10.1.0.1');
    const laptop = await signIn(ctx.app, origin, 'fanplus@example.com', 'fanclub-demo', '10.1.0.2');
    expect(phone.cookie).not.toBe(laptop.cookie);
    expect((await phone.get('/api/me')).statusCode).toBe(200);
    const out = await laptop.post('/api/auth/sign-out');
    expect(out.statusCode).toBe(200);
    expect((await laptop.get('/api/me')).statusCode).toBe(401);
    expect((await phone.get('/api/me')).statusCode).toBe(401);
  });

  it('resets a forgotten password by mail; the old password and old sessions stop working', async () => {
    const member = newMember('r');
    await anon().post('/api/auth/sign-up/email', member);
    const confirm = outbox(ctx.config.dataDir).find((m) => m.raw.includes(member.email))!;
    const verifyUrl = new URL(linkIn(confirm.raw, '/api/auth/verify-email'));
    await ctx.app.inject({ method: 'GET', url: verifyUrl.pathname + verifyUrl.search });
    const oldSession = await signIn(ctx.app, origin, member.email, member.password, '10.2.0.1');

    const before = outbox(ctx.config.dataDir).length;
    const ask = await anon().post('/api/auth/request-password-reset', {
      email: member.email,
      redirectTo: '/reset-password',
    });
    expect(ask.statusCode).toBe(200);
    const mail = outbox(ctx.config.dataDir)
      .slice(before)
      .find((m) => m.raw.includes(member.email))!;
    const resetLink = new URL(linkIn(mail.raw, '/api/auth/reset-password/'));
    const landing = await ctx.app.inject({
      method: 'GET',
      url: resetLink.pathname + resetLink.search,
    });
    expect(landing.statusCode).toBe(302);
    const token = new URL(String(landing.headers.location), origin).searchParams.get('token');
    expect(token).toBeTruthy();

    expect(
      (await anon().post('/api/auth/reset-password', { token, newPassword: 'qwerty123' }))
        .statusCode,
    ).toBe(400);
    const done = await anon().post('/api/auth/reset-password', {
      token,
      newPassword: 'late-bloom-forever',
    });
    expect(done.statusCode, done.body).toBe(200);

    expect((await oldSession.get('/api/me')).statusCode).toBe(401);
    const oldPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      payload: { email: member.email, password: member.password },
      remoteAddress: '10.2.0.2',
    });
    expect(oldPassword.statusCode).toBe(401);
    await signIn(ctx.app, origin, member.email, 'late-bloom-forever', '10.2.0.3');
  });

  it('refuses state-changing requests from another origin', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'fan@example.com', password: 'fanclub-demo' },
    });
    expect(res.statusCode).toBe(403);
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'fan@example.com', password: 'fanclub-demo' },
    });
    expect(none.statusCode).toBe(403);
  });

  it('sets an httpOnly, SameSite=Lax session cookie with a 30-day lifetime', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      payload: { email: 'vip@example.com', password: 'fanclub-demo' },
      remoteAddress: '10.3.0.1',
    });
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('fanclub.session_token='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=2592000/);
  });

  it('exposes only the auth endpoints we use', async () => {
    const session = await signIn(ctx.app, origin, 'vip@example.com', 'fanclub-demo', '10.4.0.1');
    expect((await session.post('/api/auth/update-user', { name: 'x' })).statusCode).toBe(404);
    expect((await session.post('/api/auth/delete-user', {})).statusCode).toBe(404);
  });
});
