// Who a confirmation link signs in. Better Auth's own autoSignInAfterVerification signs in the
// link's owner on any request, replacing whatever session the browser held: a cross-site page
// that makes a signed-in member open the attacker's link (login CSRF) leaves the member in the
// attacker's account, where their address and orders then land. Here the link confirms the
// address always, and starts a session only when that cannot happen.
import type { User } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';

/**
 * Sec-Fetch-Site values of a navigation the member started themselves: typed, opened from a
 * mail app or a bookmark (`none`), or from our own pages (`same-origin`). `cross-site` and
 * `same-site` (a sibling subdomain) may be an attacker's page. An absent header signs in no one
 * either: every current browser sends it on navigations (Chrome 76+, Firefox 90+, Safari 16.4+),
 * so its absence means an old browser, where an attacker's navigation cannot be told apart, or a
 * script, which needs no session; either way the cost is one login after the confirmation.
 */
const OWN_NAVIGATION = new Set(['none', 'same-origin']);

export function mayStartSession(headers: Headers): boolean {
  return OWN_NAVIGATION.has(headers.get('sec-fetch-site') ?? '');
}

/** Pass both to Better Auth (emailVerification.afterEmailVerification and hooks.after). */
export function confirmationSignIn() {
  // The confirmation that just happened, per request: set while verifying, read right after.
  const confirmed = new WeakMap<Request, User>();
  return {
    afterEmailVerification: async (user: User, request?: Request) => {
      if (request) confirmed.set(request, user);
    },
    afterHook: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== '/verify-email' || !ctx.request) return;
      const user = confirmed.get(ctx.request);
      if (!user || !mayStartSession(ctx.request.headers)) return;
      // Never replace the session the browser already holds, whoever it belongs to.
      if (await getSessionFromCtx(ctx)) return;
      const session = await ctx.context.internalAdapter.createSession(user.id);
      await setSessionCookie(ctx, { session, user: { ...user, emailVerified: true } });
    }),
  };
}
