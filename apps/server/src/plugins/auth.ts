import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { resolveRole } from '@fanclub/shared/roles';
import { effectiveRole } from '@fanclub/shared/permissions';
import { ResetPasswordBody, SignInBody, SignUpBody } from '@fanclub/shared/schemas/auth';
import { EMAIL_CONFIRMED_CALLBACK } from '@fanclub/shared/auth-links';
import type { Config } from '../config';
import { profiles } from '../db/schema/profiles';
import { sessions, users } from '../db/schema/auth';
import type { Auth } from '../lib/auth/create-auth';
import { CLIENT_IP_HEADER, createAuth, REQUEST_ORIGIN_HEADER } from '../lib/auth/create-auth';
import { isCommonPassword } from '../lib/auth/common-passwords';
import { loadAuthSecret } from '../lib/auth/secret';
import { signInThrottle, tooManyAttempts } from '../lib/auth/sign-in-throttle';
import { checkedAuthUrl, sendWebResponse, toWebRequest } from '../lib/auth/web-request';
import { ServiceUnavailableError } from '../lib/unavailable';
import { HttpError } from './errors';
import { emailOf } from './rate-limits';
import type { Viewer } from './viewer';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The installation's secret, for signing things other than sessions (e.g. media URLs). */
    appSecret: string;
  }
}

const VIEWER_CACHE_MS = 1_000;
const COMMON_PASSWORD = 'That password is too common. Please choose another.';

/** Better Auth endpoints we expose; everything else under /api/auth answers 404. */
const ALLOWED = [
  /^\/sign-up\/email$/,
  /^\/sign-in\/(email|social)$/,
  /^\/callback\/[a-z]+$/,
  /^\/sign-out$/,
  /^\/get-session$/,
  /^\/verify-email$/,
  /^\/send-verification-email$/,
  /^\/request-password-reset$/,
  /^\/reset-password(\/[^/]+)?$/,
  /^\/list-sessions$/,
];

function parseOrThrow<T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  body: unknown,
): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues)
    fields[String(issue.path[0] ?? 'body')] ??= issue.message;
  const [field, message] = Object.entries(fields)[0] ?? ['body', 'is invalid'];
  throw new HttpError(400, field === 'body' ? message : message, fields);
}

/**
 * Accounts and sessions: mounts Better Auth under /api/auth (with our validation, throttling and
 * global sign-out around it) and resolves `request.viewer` from the session cookie.
 */
export const authPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const secret = await loadAuthSecret(app.db, config.authSecret);
    const auth = createAuth({
      db: app.db,
      config,
      secret,
      mailer: app.mailer,
      counters: app.counters,
    });
    app.decorate('auth', auth);
    app.decorate('appSecret', secret);
    const throttle = signInThrottle(app.counters);
    // Better Auth answers a lost database with a bare 500 and hides the cause; say 503 instead.
    const outageOr = async (error: unknown) => {
      if (await app.database.unreachable()) throw new ServiceUnavailableError(error);
      throw error;
    };
    const forward = async (req: FastifyRequest, url: URL, body?: unknown) => {
      const response = await auth.handler(
        toWebRequest(
          req,
          url,
          { [CLIENT_IP_HEADER]: req.ip, [REQUEST_ORIGIN_HEADER]: `${req.protocol}://${req.host}` },
          body,
        ),
      );
      if (response.status >= 500 && (await app.database.unreachable()))
        throw new ServiceUnavailableError(response.statusText);
      return response;
    };

    /** The session's viewer (null when signed out) and any refreshed session cookie, from the database. */
    const lookUpViewer = async (
      headers: FastifyRequest['headers'],
    ): Promise<{ viewer: Viewer | null; setCookie: string[] }> => {
      const result = await auth.api
        .getSession({
          headers: new Headers(headers as Record<string, string>),
          returnHeaders: true,
        })
        .catch(outageOr);
      const setCookie = result.headers?.getSetCookie() ?? [];
      const session = result.response;
      if (!session) return { viewer: null, setCookie };
      const [profile] = await app.db
        .select()
        .from(profiles)
        .where(eq(profiles.userId, session.user.id));
      const tier = profile?.subscriptionTier ?? 'free';
      const role = effectiveRole(resolveRole(undefined, profile?.role), tier) ?? 'fan';
      return {
        viewer: { userId: session.user.id, email: session.user.email, role, tier },
        setCookie,
      };
    };

    app.addHook('onRequest', async (req, reply) => {
      if (!req.url.startsWith('/api/') || req.url.startsWith('/api/auth/')) return;
      const cookie = req.headers.cookie;
      if (!cookie?.includes('fanclub.session_token')) return;
      // Answers that are the same for everyone skip the session lookup (a query per request).
      if (req.routeOptions.config.sameForEveryone) return;
      // A screen fires several API calls at once; one lookup serves them all for a second. Any
      // write through this process (sign-out, a role or plan change) empties the cache before
      // it answers, so here it still takes effect on the next request; elsewhere within a second.
      const { viewer, setCookie } = await app.readCache.get(
        `viewer:${cookie}`,
        () => lookUpViewer(req.headers),
        VIEWER_CACHE_MS,
      );
      if (setCookie.length > 0) reply.header('set-cookie', setCookie);
      req.viewer = viewer;
    });

    async function handle(req: FastifyRequest, reply: FastifyReply) {
      // The allow-list judges the very URL Better Auth will route on, never the raw one.
      const url = checkedAuthUrl(req.url, config.publicUrl);
      const path = url.pathname.slice('/api/auth'.length);
      if (!ALLOWED.some((re) => re.test(path)))
        throw new HttpError(404, `Route ${req.method} ${url.pathname} not found`);
      const isPost = req.method === 'POST';

      if (isPost && path === '/sign-up/email') {
        const body = parseOrThrow(SignUpBody, req.body);
        await app.abuseLimit('signUp', req, reply, [body.email]);
        if (isCommonPassword(body.password))
          throw new HttpError(400, COMMON_PASSWORD, { password: COMMON_PASSWORD });
        const [taken] = await app.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.username, body.username));
        if (taken)
          throw new HttpError(409, 'That username is taken. Please choose another.', {
            username: 'That username is taken.',
          });
        const name = `${body.firstName} ${body.lastName}`;
        // The confirmation link always returns to the site root (spec section 2); the flag lets
        // the landing screen say "Your e-mail is confirmed" before it takes the member in.
        return sendWebResponse(
          reply,
          await forward(req, url, {
            name,
            email: body.email,
            password: body.password,
            username: body.username,
            phone: body.phoneNumber,
            callbackURL: EMAIL_CONFIRMED_CALLBACK,
          }),
        );
      }

      if (isPost && path === '/sign-in/email') {
        const body = parseOrThrow(SignInBody, req.body);
        const wait = await throttle.attempt(body.email, req.ip);
        if (wait !== null) {
          reply.header('retry-after', String(wait));
          throw new HttpError(429, tooManyAttempts(wait));
        }
        const response = await forward(req, url, body);
        if (response.status === 401) await throttle.recordFailure(body.email, req.ip);
        if (response.ok) await throttle.recordSuccess(body.email, req.ip);
        if (response.status === 403) {
          // Better Auth has just re-sent the confirmation mail (sendOnSignIn); say so plainly.
          throw new HttpError(
            403,
            "Please confirm your e-mail first. We've sent you a new confirmation link.",
          );
        }
        return sendWebResponse(reply, response);
      }

      // Anyone may ask for these mails for any address: counted per client address and recipient.
      if (isPost && (path === '/send-verification-email' || path === '/request-password-reset'))
        await app.abuseLimit('accountMail', req, reply, [emailOf(req.body)]);

      if (isPost && path === '/reset-password') {
        const body = parseOrThrow(ResetPasswordBody, req.body);
        if (isCommonPassword(body.newPassword))
          throw new HttpError(400, COMMON_PASSWORD, { newPassword: COMMON_PASSWORD });
        return sendWebResponse(reply, await forward(req, url, body));
      }

      if (isPost && path === '/sign-out') {
        // Sign-out is global (the spec's scope=global): every session of the user ends.
        const session = await auth.api.getSession({
          headers: new Headers(req.headers as Record<string, string>),
        });
        const response = await forward(req, url, req.body ?? {});
        if (session) await app.db.delete(sessions).where(eq(sessions.userId, session.user.id));
        return sendWebResponse(reply, response);
      }

      return sendWebResponse(reply, await forward(req, url, req.body));
    }

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      config: { access: 'public' },
      handler: handle,
    });
  },
  { name: 'auth', dependencies: ['db', 'mail', 'redis', 'read-cache', 'rate-limits'] },
);
