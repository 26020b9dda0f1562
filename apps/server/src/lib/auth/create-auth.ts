import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@fanclub/shared/limits';
import type { Db } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import type { Config } from '../../config';
import type { Mailer } from '../../plugins/mail';
import type { CounterStore } from '../counter-store';
import { hashPassword, verifyPassword } from './password';
import { resetPasswordMail, verificationMail } from './auth-mails';
import { mailLocale } from '../i18n/member-locale-repository';
import { initialDisplayName } from './reserved-sign-up-name';
import type { ReservedNames } from '../reserved-names';
import { trustedOrigins } from '../trusted-origins';
import { confirmationSignIn } from './confirmation-sign-in';
import type { AuthInternals } from './contested-sign-up';
import { confirmOnPasswordReset, onContestedSignUp } from './contested-sign-up';

const DAY = 24 * 60 * 60;

/** The header our Fastify wrapper sets from `request.ip` (which honours TRUST_PROXY). */
export const CLIENT_IP_HEADER = 'x-fanclub-client-ip';

export interface AuthDeps {
  db: Db;
  config: Config;
  secret: string;
  mailer: Mailer;
  counters: CounterStore;
  /** Staff names a new member's name may not read like (it becomes the display name). */
  reservedNames: ReservedNames;
}

/** Better Auth configured for the club: e-mail + password with verification, DB sessions. */
export function createAuth({ db, config, secret, mailer, counters, reservedNames }: AuthDeps) {
  // Callbacks below need the instance's context; it exists once betterAuth() has returned.
  const built: { auth?: { $context: Promise<AuthInternals> } } = {};
  const authContext = () => {
    if (!built.auth) throw new Error('Better Auth is not built yet');
    return built.auth.$context;
  };
  const confirmation = confirmationSignIn();
  const localeOf = (userId: string, request?: Request) =>
    mailLocale(db, userId, request?.headers.get('accept-language'));
  const auth = betterAuth({
    appName: 'Fanclub',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    // From configuration only, never the request's Host (a forged one would trust itself and
    // put its origin into the reset mail's redirect): lib/trusted-origins.ts.
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        username: { type: 'string', required: false, input: true },
        phone: { type: 'string', required: false, input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      // In the member's saved language, else the language of the browser that asked.
      sendResetPassword: async ({ user, url }, request) =>
        mailer.send(resetPasswordMail(user.email, url, await localeOf(user.id, request))),
      // Account pre-hijacking (ADR 017): a second sign-up for an unconfirmed address clears the
      // first one's password and mails the owner a link to choose theirs, which confirms it.
      onExistingUserSignUp: onContestedSignUp({ authContext, mailer, localeOf }),
      onPasswordReset: confirmOnPasswordReset({ authContext }),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // The link signs in only on the member's own navigation, never over a session (login
      // CSRF): confirmation-sign-in.ts does it after Better Auth has confirmed the address.
      autoSignInAfterVerification: false,
      afterEmailVerification: confirmation.afterEmailVerification,
      sendVerificationEmail: async ({ user, url }, request) =>
        mailer.send(verificationMail(user.email, url, await localeOf(user.id, request))),
    },
    socialProviders: config.socialProviders,
    session: {
      expiresIn: 30 * DAY,
      updateAge: DAY,
      // No cookie cache: a global sign-out or a role change takes effect on the next request.
      cookieCache: { enabled: false },
    },
    advanced: {
      // Over https the cookies carry the __Host- prefix (Secure, Path=/, no Domain: a sibling
      // subdomain cannot plant or overwrite them; ASVS V3.4.4). Better Auth's own prefix would be
      // the weaker __Secure-, so it is off and ours is part of the name; Secure comes from below.
      useSecureCookies: false,
      cookiePrefix: config.isHttps ? '__Host-fanclub' : 'fanclub',
      defaultCookieAttributes: {
        httpOnly: true,
        sameSite: 'lax',
        secure: config.isHttps,
        path: '/',
      },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Better Auth turns its redirect and Origin checks off when NODE_ENV=test; keep them on, so
      // the tests judge callbackURL/redirectTo exactly as production does.
      disableOriginCheck: false,
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      // Failed sign-ins are throttled per account and per address by our wrapper
      // (sign-in-throttle.ts). Successful ones are not capped per address: a venue's Wi-Fi is
      // one address for thousands of fans showing their tickets (ADR 024).
      customRules: {
        '/sign-in/email': false,
        '/sign-up/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 5 },
      },
      customStorage: {
        get: async (key) => counters.getJson(`ba:${key}`),
        set: async (key, value) => counters.setJson(`ba:${key}`, value, 60 * 10),
        // Count-and-check in one step (INCR in Redis), so simultaneous requests cannot slip past.
        consume: async (key, rule) => {
          const count = await counters.increment(`ba:n:${key}:${rule.window}`, rule.window);
          return count <= rule.max
            ? { allowed: true, retryAfter: null }
            : { allowed: false, retryAfter: rule.window };
        },
      },
    },
    hooks: { after: confirmation.afterHook },
    databaseHooks: {
      user: {
        create: {
          // Every new member gets a profile: fan role, free tier, their name as display name.
          after: async (user) => {
            const displayName = await initialDisplayName(user.name, reservedNames);
            await db
              .insert(profiles)
              .values({ userId: user.id, displayName })
              .onConflictDoNothing();
          },
        },
      },
    },
  });
  built.auth = auth;
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
