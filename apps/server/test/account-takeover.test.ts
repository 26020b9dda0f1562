// Three ways into someone else's account through the auth wrapper, each reproduced and refused:
// login CSRF through a confirmation link, account pre-hijacking, and a forged Host in reset links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { client, cookiesFrom, linkIn, outbox } from './helpers/session';
import { trustedOrigins } from '../src/lib/trusted-origins';

const PASSWORD = 'velvet-hours-2026';
const member = (n: string, email = `takeover.${n}@example.org`, password = PASSWORD) => ({
  displayName: 'Robin Vale',
  email,
  password,
});

/** Headers a browser sends on a top-level navigation, from `site` (Sec-Fetch-Site). */
const navigation = (site?: string): Record<string, string> =>
  site === undefined
    ? {}
    : { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

const sessionCookies = (setCookie: string | string[] | undefined) =>
  ([] as string[]).concat(setCookie ?? []).filter((c) => /session_token=[^;]/.test(c));

describe(`account takeover on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  let address = 0;
  beforeAll(async () => {
    ctx = await createTestApp();
    origin = ctx.config.publicUrl;
  });
  afterAll(async () => ctx?.close());

  /** Every call from its own client address, so per-address limits never decide a test. */
  const nextAddress = () => `10.27.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
  const signUp = (body: ReturnType<typeof member>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin },
      payload: body,
      remoteAddress: nextAddress(),
    });
  const signInAs = (email: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      payload: { email, password },
      remoteAddress: nextAddress(),
    });
  const mailCount = () => outbox(ctx.config.dataDir).length;
  const mailsSince = (before: number, to: string) =>
    outbox(ctx.config.dataDir)
      .slice(before)
      .filter((m) => m.raw.includes(`To: ${to}`));
  const pathOf = (link: string) => {
    const url = new URL(link);
    return url.pathname + url.search;
  };
  /** Signs `body` up and returns the path of the confirmation link it was mailed. */
  const signUpForLink = async (body: ReturnType<typeof member>) => {
    const before = mailCount();
    expect((await signUp(body)).statusCode).toBe(200);
    const [mail] = mailsSince(before, body.email);
    return pathOf(linkIn(mail!.raw, '/api/auth/verify-email'));
  };
  const open = (path: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: path, headers, remoteAddress: nextAddress() });
  const me = (cookie: string) => client(ctx.app, origin, cookie).get('/api/me');

  describe('login CSRF through the confirmation link', () => {
    it('a cross-site confirmation link opened by a signed-in member leaves them in their own account', async () => {
      // The attacker signs up an address of their own and keeps the confirmation link unopened.
      const attacker = member('csrf_attacker');
      const link = await signUpForLink(attacker);
      const victim = await signInAs('fan@example.com', 'fanclub-demo');
      expect(victim.statusCode).toBe(200);
      const victimCookie = cookiesFrom(victim.headers['set-cookie']);

      // The attacker's page navigates the victim's browser to the link (a top-level GET carries
      // the SameSite=Lax cookie).
      const res = await open(link, { cookie: victimCookie, ...navigation('cross-site') });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(/\/\?confirmed=1$/);
      expect(sessionCookies(res.headers['set-cookie'])).toEqual([]);
      const after = await me(victimCookie);
      expect(after.statusCode).toBe(200);
      expect(after.json().user.email).toBe('fan@example.com');
      // The address is confirmed all the same: its owner can sign in now.
      expect((await signInAs(attacker.email, attacker.password)).statusCode).toBe(200);
    });

    it.each(['same-origin', 'none'])(
      'a confirmation link (%s) never replaces the session the browser already holds',
      async (site) => {
        const link = await signUpForLink(member(`held_${site.replace('-', '_')}`));
        const vip = await signInAs('vip@example.com', 'fanclub-demo');
        const vipCookie = cookiesFrom(vip.headers['set-cookie']);
        const res = await open(link, { cookie: vipCookie, ...navigation(site) });
        expect(res.statusCode).toBe(302);
        expect(sessionCookies(res.headers['set-cookie'])).toEqual([]);
        expect((await me(vipCookie)).json().user.email).toBe('vip@example.com');
      },
    );

    it.each([
      ['cross-site', 'cross-site'],
      ['same-site', 'same-site'],
      ['without Sec-Fetch-Site', undefined],
    ])(
      'a confirmation link opened %s while signed out confirms the address but starts no session',
      async (_label, site) => {
        const body = member(`out_${site?.replace('-', '_') ?? 'absent'}`);
        const link = await signUpForLink(body);
        const res = await open(link, navigation(site));
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toMatch(/\/\?confirmed=1$/);
        expect(sessionCookies(res.headers['set-cookie'])).toEqual([]);
        expect((await signInAs(body.email, body.password)).statusCode).toBe(200);
      },
    );

    it.each(['none', 'same-origin'])(
      'a confirmation link opened from a mail app or our own page (%s) still signs the member in',
      async (site) => {
        const body = member(`in_${site.replace('-', '_')}`);
        const link = await signUpForLink(body);
        const res = await open(link, navigation(site));
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toMatch(/\/\?confirmed=1$/);
        const cookie = cookiesFrom(res.headers['set-cookie']);
        expect(cookie).toContain('session_token=');
        expect((await me(cookie)).json().user).toMatchObject({
          email: body.email,
          emailVerified: true,
        });
        // Opened again, the link confirms nothing new and starts no second session.
        const again = await open(link, navigation(site));
        expect(again.statusCode).toBe(302);
        expect(sessionCookies(again.headers['set-cookie'])).toEqual([]);
      },
    );
  });

  describe('account pre-hijacking', () => {
    /** The attacker registers the victim's address first; the victim then signs up too. */
    const preHijack = async (n: string) => {
      const email = `prehijack.${n}@example.org`;
      const attacker = member(`${n}_attacker`, email, 'attacker-knows-this-1');
      const owner = member(`${n}_owner`, email, 'owner-chose-this-2');
      const before = mailCount();
      expect((await signUp(attacker)).statusCode).toBe(200);
      const [firstMail] = mailsSince(before, email);
      const confirmation = pathOf(linkIn(firstMail!.raw, '/api/auth/verify-email'));
      const between = mailCount();
      const answer = await signUp(owner);
      const [setPasswordMail, ...more] = mailsSince(between, email);
      return { email, attacker, owner, answer, confirmation, setPasswordMail, more };
    };
    /** The owner follows the "choose your password" mail and picks `password`. */
    const choosePassword = async (raw: string, password: string) => {
      const link = linkIn(raw, '/api/auth/reset-password/');
      expect(new URL(link).origin).toBe(new URL(origin).origin);
      const landing = await open(pathOf(link), navigation('none'));
      expect(landing.statusCode).toBe(302);
      const target = new URL(String(landing.headers.location), origin);
      expect(target.pathname).toBe('/reset-password');
      const token = target.searchParams.get('token');
      expect(token).toBeTruthy();
      return client(ctx.app, origin).post('/api/auth/reset-password', {
        token,
        newPassword: password,
      });
    };

    it("a second sign-up for an unconfirmed address answers as usual and leaves the first registrant's password dead; the owner's chosen password works", async () => {
      const { email, attacker, owner, answer, setPasswordMail, more } = await preHijack('a');
      // The usual success, so the sign-up tells nobody that the address was taken.
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ token: null, user: { email, emailVerified: false } });
      expect(setPasswordMail!.raw).toContain('Subject: Choose your fan club password');
      expect(more).toEqual([]);
      // From now on the attacker's password opens nothing, not even a new confirmation mail.
      expect((await signInAs(email, attacker.password)).statusCode).toBe(401);

      const done = await choosePassword(setPasswordMail!.raw, 'owner-finally-3');
      expect(done.statusCode, done.body).toBe(200);
      expect((await signInAs(email, attacker.password)).statusCode).toBe(401);
      expect((await signInAs(email, owner.password)).statusCode).toBe(401);
      const signedIn = await signInAs(email, 'owner-finally-3');
      expect(signedIn.statusCode).toBe(200);
      // Choosing the password from the mailbox confirmed the address.
      expect(
        (await me(cookiesFrom(signedIn.headers['set-cookie']))).json().user.emailVerified,
      ).toBe(true);
    });

    it("the owner opening the first registrant's confirmation link after signing up again does not revive the first password", async () => {
      const { email, attacker, confirmation, setPasswordMail } = await preHijack('b');
      // The owner opens the older mail, the attacker's confirmation, from their mail app.
      const confirmed = await open(confirmation, navigation('none'));
      expect(confirmed.statusCode).toBe(302);
      expect(confirmed.headers.location).toMatch(/\/\?confirmed=1$/);
      expect((await signInAs(email, attacker.password)).statusCode).toBe(401);

      // Choosing a password ends every session, the confirmation's included.
      const linkSession = cookiesFrom(confirmed.headers['set-cookie']);
      expect((await me(linkSession)).statusCode).toBe(200);
      expect((await choosePassword(setPasswordMail!.raw, 'owner-finally-4')).statusCode).toBe(200);
      expect((await me(linkSession)).statusCode).toBe(401);
      expect((await signInAs(email, attacker.password)).statusCode).toBe(401);
      expect((await signInAs(email, 'owner-finally-4')).statusCode).toBe(200);
    });

    it('a sign-up for an already confirmed address changes nothing and answers like a new one', async () => {
      const fresh = await signUp(member('fresh_shape'));
      const before = mailCount();
      const taken = await signUp(member('taken_shape', 'fan@example.com', 'not-the-fans-pass-5'));
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
      expect(Object.keys(taken.json().user).sort()).toEqual(Object.keys(fresh.json().user).sort());
      expect(taken.json()).toMatchObject({ token: null, user: { emailVerified: false } });
      // No mail, the password and the profile as they were.
      expect(mailsSince(before, 'fan@example.com')).toEqual([]);
      expect((await signInAs('fan@example.com', 'not-the-fans-pass-5')).statusCode).toBe(401);
      const fan = await signInAs('fan@example.com', 'fanclub-demo');
      expect(fan.statusCode).toBe(200);
      const profile = (await me(cookiesFrom(fan.headers['set-cookie']))).json();
      expect(profile.user.username).not.toBe('robin_taken_shape');
      expect(profile.user.emailVerified).toBe(true);
    });
  });

  describe('reset links and the Host header', () => {
    const resetRequest = (hostOrigin: string, redirectTo: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { host: 'evil.example', origin: hostOrigin },
        payload: { email: 'fanplus@example.com', redirectTo },
        remoteAddress: nextAddress(),
      });

    it('a reset request with a forged Host and an evil redirect never puts evil.example into the mail', async () => {
      const before = mailCount();
      // Origin and Host agree on the attacker's site: the Host no longer vouches for itself.
      const forged = await resetRequest('http://evil.example', 'http://evil.example/reset');
      expect(forged.statusCode).toBe(403);
      // Our own Origin, but the redirect and the Host point elsewhere: refused too.
      const redirected = await resetRequest(origin, 'http://evil.example/reset-password');
      expect(redirected.statusCode).toBe(403);
      expect(redirected.json().message).toBeTruthy();
      // A genuine request under the forged Host: the link points at the configured origin.
      const genuine = await resetRequest(origin, '/reset-password');
      expect(genuine.statusCode).toBe(200);
      const mails = mailsSince(before, 'fanplus@example.com');
      expect(mails).toHaveLength(1);
      for (const mail of outbox(ctx.config.dataDir).slice(before))
        expect(mail.raw).not.toContain('evil.example');
      const link = new URL(linkIn(mails[0]!.raw, '/api/auth/reset-password/'));
      expect(link.origin).toBe(new URL(origin).origin);
      expect(link.searchParams.get('callbackURL')).toBe('/reset-password');
    });

    it('the reset and confirmation links refuse a foreign callbackURL under a forged Host', async () => {
      const evil = encodeURIComponent('http://evil.example/steal');
      for (const url of [
        `/api/auth/reset-password/abc123?callbackURL=${evil}`,
        `/api/auth/verify-email?token=x.y.z&callbackURL=${evil}`,
      ]) {
        const res = await open(url, { host: 'evil.example', ...navigation('none') });
        expect(res.statusCode, url).toBe(403);
        expect(String(res.headers.location ?? '')).not.toContain('evil.example');
      }
    });

    it('a request for a new confirmation mail cannot carry a foreign callback into it', async () => {
      const body = member('resend');
      expect((await signUp(body)).statusCode).toBe(200);
      const before = mailCount();
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        headers: { host: 'evil.example', origin },
        payload: { email: body.email, callbackURL: 'http://evil.example/' },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode).toBe(200);
      const [mail] = mailsSince(before, body.email);
      expect(mail!.raw).not.toContain('evil.example');
      const link = new URL(linkIn(mail!.raw, '/api/auth/verify-email'));
      expect(link.origin).toBe(new URL(origin).origin);
      expect(link.searchParams.get('callbackURL')).toBe('/?confirmed=1');
    });

    it("writes and the live socket trust the configured origins only, never the request's own Host", async () => {
      const forged = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { host: 'evil.example', origin: 'http://evil.example' },
        payload: { email: 'fan@example.com', password: 'fanclub-demo' },
        remoteAddress: nextAddress(),
      });
      expect(forged.statusCode).toBe(403);
      await expect(
        ctx.app.injectWS('/api/live/ws', {
          headers: { host: 'evil.example', origin: 'http://evil.example' },
        }),
      ).rejects.toThrow();
      // Without PUBLIC_URL, the default origin's loopback aliases on the same port still work.
      const port = new URL(origin).port;
      for (const alias of [`http://127.0.0.1:${port}`, `http://[::1]:${port}`]) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          headers: { origin: alias },
          payload: { email: 'fan@example.com', password: 'fanclub-demo' },
          remoteAddress: nextAddress(),
        });
        expect(res.statusCode, alias).toBe(200);
      }
    });
  });
});

describe('trusted origins come from configuration', () => {
  it('PUBLIC_URL alone when it is set; else the default origin and its loopback aliases; dev adds Vite', () => {
    expect(
      trustedOrigins({
        publicUrl: 'https://fans.example.com',
        publicUrlConfigured: true,
        env: 'production',
      }),
    ).toEqual(['https://fans.example.com']);
    expect(
      trustedOrigins({
        publicUrl: 'http://localhost:3000',
        publicUrlConfigured: false,
        env: 'production',
      }),
    ).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(
      trustedOrigins({
        publicUrl: 'http://localhost:3000',
        publicUrlConfigured: false,
        env: 'development',
      }),
    ).toContain('http://localhost:5173');
  });
});
