// Issue 31: sign-up asks only e-mail, password and display name; the confirmation can be re-sent
// (limited per address and per client); a wrong address is fixed by signing up again, never by
// moving an account; phone and username are optional profile details (phone in E.164).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_FORMAT_MESSAGE } from '@fanclub/shared/schemas/auth';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { outbox, signIn } from './helpers/session';

/** Real limits (RATE_LIMIT_FACTOR 1), as rate-limits.test.ts. */
const REAL = { RATE_LIMIT_FACTOR: '1' };
const PASSWORD = 'velvet-hours-2026';

describe(`sign-up journey on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  beforeAll(async () => {
    ctx = await createTestApp(REAL);
    origin = ctx.config.publicUrl;
  });
  afterAll(async () => ctx?.close());

  const from = (remoteAddress: string) => ({
    post: (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, payload, remoteAddress, headers: { origin } }),
  });
  const mailsTo = (email: string) =>
    outbox(ctx.config.dataDir).filter((m) => m.raw.includes(`To: ${email}`));
  const resend = (email: string, ip: string) =>
    from(ip).post('/api/auth/send-verification-email', { email });

  it('signs up with only e-mail, password and display name', async () => {
    const email = 'only.three@example.org';
    const res = await from('10.31.0.1').post('/api/auth/sign-up/email', {
      displayName: 'Only Three',
      email,
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(mailsTo(email)).toHaveLength(1);
    const missing = await from('10.31.0.1').post('/api/auth/sign-up/email', {
      email: 'no.name@example.org',
      password: PASSWORD,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ displayName: 'Please enter your display name.' });
  });

  it('re-sends the confirmation, then refuses per account with the wait, from any client address', async () => {
    const email = 'resend.me@example.org';
    await from('10.31.1.1').post('/api/auth/sign-up/email', {
      displayName: 'Resend Me',
      email,
      password: PASSWORD,
    });
    for (let i = 0; i < 5; i += 1)
      expect((await resend(email, `10.31.1.${10 + i}`)).statusCode).toBe(200);
    expect(mailsTo(email)).toHaveLength(6); // the sign-up's and five re-sends
    const limited = await resend(email, '10.31.1.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many e-mails requested in a short time\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(mailsTo(email)).toHaveLength(6);
  }, 30_000);

  it('refuses per client address across accounts, with the wait in our words', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await resend(`spray.${i}@example.org`, '10.31.2.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    const limited = await resend('spray.3@example.org', '10.31.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many e-mails requested in a short time\. Please wait \d+ (seconds?|minutes?) and try again\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not held back by that one.
    expect((await resend('spray.0@example.org', '10.31.2.2')).statusCode).toBe(200);
  }, 30_000);

  it("changing the address signs up again: no account's address ever moves", async () => {
    const typo = 'typo.fan@exmaple.org';
    const right = 'typo.fan@example.org';
    const signUp = (email: string) =>
      from('10.31.3.1').post('/api/auth/sign-up/email', {
        displayName: 'Typo Fan',
        email,
        password: PASSWORD,
      });
    expect((await signUp(typo)).statusCode).toBe(200);
    // The resend path takes the address only: extra fields cannot redirect an account's mail.
    const sneaky = await from('10.31.3.2').post('/api/auth/send-verification-email', {
      email: typo,
      newEmail: 'attacker@example.org',
      callbackURL: 'https://evil.example/',
    });
    expect(sneaky.statusCode).toBe(200);
    expect(mailsTo('attacker@example.org')).toHaveLength(0);
    expect(mailsTo(typo).at(-1)?.raw).not.toContain('evil.example');

    expect((await signUp(right)).statusCode).toBe(200);
    const rows = await ctx.app.db.execute(
      sql`select email from users where email like 'typo.fan@%' order by email`,
    );
    expect((rows.rows as { email: string }[]).map((r) => r.email)).toEqual([right, typo]);

    // "Changing" to a member's confirmed address changes nothing of theirs (ADR 017).
    const before = outbox(ctx.config.dataDir).length;
    expect((await signUp('fan@example.com')).statusCode).toBe(200);
    expect(outbox(ctx.config.dataDir)).toHaveLength(before);
    const fan = await signIn(ctx.app, origin, 'fan@example.com', 'fanclub-demo', '10.31.3.3');
    expect((await fan.get('/api/me')).json().user.email).toBe('fan@example.com');
    // And the profile cannot take an address either: the body is strict.
    expect((await fan.patch('/api/me', { email: right })).statusCode).toBe(400);
  });

  it('keeps phone and username as optional profile details, the phone in E.164', async () => {
    const vip = await signIn(ctx.app, origin, 'vip@example.com', 'fanclub-demo', '10.31.4.1');
    const uk = await vip.patch('/api/me', { phone: '+44 20 7946 0958', username: 'vip_fan_31' });
    expect(uk.statusCode, uk.body).toBe(200);
    expect(uk.json().user).toMatchObject({ phone: '+442079460958', username: 'vip_fan_31' });
    expect((await vip.patch('/api/me', { phone: '+1 (555) 010-2030' })).json().user.phone).toBe(
      '+15550102030',
    );
    for (const phone of [
      '020 7946 0958',
      '+0 123 456 789',
      '+12',
      '+1234567890123456',
      'call me',
    ]) {
      const bad = await vip.patch('/api/me', { phone });
      expect(bad.statusCode, phone).toBe(400);
      expect(bad.json().fields).toEqual({ phone: PHONE_FORMAT_MESSAGE });
    }
    const cleared = await vip.patch('/api/me', { phone: '', username: null });
    expect(cleared.json().user).toMatchObject({ phone: null, username: null });

    const artist = await signIn(ctx.app, origin, 'artist@example.com', 'fanclub-demo', '10.31.4.2');
    await artist.patch('/api/me', { username: 'taken_31' });
    const taken = await vip.patch('/api/me', { username: 'taken_31' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ username: 'That username is taken.' });
    await artist.patch('/api/me', { username: null });
  });
});
