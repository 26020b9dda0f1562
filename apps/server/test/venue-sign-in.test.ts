import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_IP } from '../src/lib/auth/sign-in-throttle';
import { createMembers, MEMBER_PASSWORD } from './helpers/members';
import { cookiesFrom } from './helpers/session';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';

// Issue 30, "Venue networks": thousands of fans at a venue share one Wi-Fi address. Successful
// sign-ins are not capped per address; failed ones are (ADR 010), and a browser that has signed
// in to an account before is not held back with its address (ADR 024). Real limits
// (RATE_LIMIT_FACTOR 1), unlike most suites.
type Ctx = Awaited<ReturnType<typeof createTestApp>>;

describe(`sign-in at a venue, many members behind one address, on ${testDbKind()}`, () => {
  let ctx: Ctx;
  let origin: string;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_FACTOR: '1' });
    origin = ctx.config.publicUrl;
  });
  afterAll(async () => ctx?.close());

  const signIn = (email: string, password: string, remoteAddress: string, cookie = '') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin, ...(cookie ? { cookie } : {}) },
      payload: { email, password },
      remoteAddress,
    });

  it('200 different members signing in correctly from one address within a minute all get in', async () => {
    const members = await createMembers(ctx.app, 'venue', 200);
    const started = Date.now();
    const statuses: number[] = [];
    // Ten at a time, as phones at the doors would: argon2 is deliberately expensive.
    for (let i = 0; i < members.length; i += 10)
      statuses.push(
        ...(
          await Promise.all(
            members.slice(i, i + 10).map((m) => signIn(m.email, MEMBER_PASSWORD, '198.51.100.200')),
          )
        ).map((res) => res.statusCode),
      );
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 120_000);

  it('50 wrong passwords at different accounts from one address are slowed down, and say until when', async () => {
    const members = await createMembers(ctx.app, 'sprayed', 50);
    const answers = [];
    for (const m of members)
      answers.push(await signIn(m.email, 'not-the-password', '203.0.113.77'));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.slice(0, MAX_FAILURES_PER_IP).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(MAX_FAILURES_PER_IP).every((s) => s === 429)).toBe(true);
    const refused = answers.at(-1)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
    );
  }, 60_000);

  it('an address held back still lets in a browser that has signed in to that account before, and only for that account', async () => {
    const [known, stranger] = await createMembers(ctx.app, 'regular', 2);
    // At home, earlier: the phone signs in and keeps the known-device cookie.
    const earlier = await signIn(known!.email, MEMBER_PASSWORD, '192.0.2.40');
    expect(earlier.statusCode).toBe(200);
    const device = cookiesFrom(earlier.headers['set-cookie'])
      .split('; ')
      .filter((c) => c.startsWith('fanclub.known-device='))
      .join('; ');
    expect(device).toMatch(/^fanclub\.known-device=\d+\.[\w-]+$/);
    // It holds no e-mail.
    expect(device).not.toContain('regular');

    // At the venue, someone sprays from the shared address until it is held back.
    const sprayed = await createMembers(ctx.app, 'venue-spray', MAX_FAILURES_PER_IP);
    for (const m of sprayed) await signIn(m.email, 'not-the-password', '203.0.113.88');
    expect((await signIn(stranger!.email, MEMBER_PASSWORD, '203.0.113.88')).statusCode).toBe(429);
    // The phone that signed in before gets in; its cookie does nothing for another account.
    expect((await signIn(known!.email, MEMBER_PASSWORD, '203.0.113.88', device)).statusCode).toBe(
      200,
    );
    expect(
      (await signIn(stranger!.email, MEMBER_PASSWORD, '203.0.113.88', device)).statusCode,
    ).toBe(429);
    // A forged cookie is no better than none.
    const forged = device.replace(/\.[\w-]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await signIn(known!.email, MEMBER_PASSWORD, '203.0.113.88', forged)).statusCode).toBe(
      429,
    );
  }, 60_000);
});
