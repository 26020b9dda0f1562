import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { resolveRole } from '@fanclub/shared/roles';
import type { Config } from '../config';
import type { Auth } from '../lib/auth/create-auth';
import { CLIENT_IP_HEADER, createAuth } from '../lib/auth/create-auth';
import { loadAuthSecret } from '../lib/auth/secret';
import { authGateway } from '../lib/auth/gateway';
import { authRepository } from '../lib/auth/repository';
import { knownDevices } from '../lib/auth/known-device';
import { signInThrottle } from '../lib/auth/sign-in-throttle';
import { toWebRequest } from '../lib/auth/web-request';
import { ServiceUnavailableError } from '../lib/unavailable';
import type { Viewer } from './viewer';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The installation's secret, for signing things other than sessions (e.g. media URLs). */
    appSecret: string;
  }
}

const VIEWER_CACHE_MS = 1_000;
/** Where the viewer lookups are kept in the read cache (writes that change no session keep them). */
export const VIEWER_CACHE_PREFIX = 'viewer:';
/**
 * Accounts and sessions: mounts Better Auth under /api/auth (with our validation, throttling and
 * global sign-out around it) and resolves `request.viewer` from the session cookie.
 */
export const authPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const repo = authRepository(app.db);
    const secret = await loadAuthSecret(app.db, config.authSecret);
    const auth = createAuth({
      db: app.db,
      config,
      secret,
      mailer: app.mailer,
      counters: app.counters,
      reservedNames: app.reservedNames,
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
        toWebRequest(req, url, { [CLIENT_IP_HEADER]: req.ip }, body),
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
      const profile = await repo.profile(session.user.id);
      const subscriptionTier = profile?.subscriptionTier ?? 'free';
      // The stored role as it is: paying for VIP shows in subscriptionTier, never as a role
      // (docs/access.md). An unknown or missing value reads as 'fan'.
      const role = resolveRole(undefined, profile?.role);
      return {
        viewer: {
          userId: session.user.id,
          email: session.user.email,
          role,
          subscriptionTier,
          locale: profile?.locale ?? null,
        },
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
        `${VIEWER_CACHE_PREFIX}${cookie}`,
        () => lookUpViewer(req.headers),
        VIEWER_CACHE_MS,
      );
      if (setCookie.length > 0) reply.header('set-cookie', setCookie);
      req.viewer = viewer;
    });

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      config: { access: 'public' },
      handler: authGateway({
        app,
        auth,
        repo,
        publicUrl: config.publicUrl,
        throttle,
        devices: knownDevices(secret, config.isHttps),
        forward,
      }),
    });
  },
  {
    name: 'auth',
    dependencies: ['db', 'mail', 'redis', 'read-cache', 'rate-limits', 'reserved-names'],
  },
);
