// The realtime suite's viewers: `n` Fan+ members, each with a live session, made straight in the
// database (set-based, as community-seed.mjs does) rather than through 10,000 sign-ins. A session
// is what Better Auth stores (lib/auth/create-auth.ts: database sessions, no cookie cache): a row
// in `sessions` with its token, and a cookie carrying that token signed with the server's secret
// (better-call's signCookieValue: `token.base64(HMAC-SHA256(secret, token))`, URI-encoded). The
// suite starts the server with AUTH_SECRET set, so it can sign the cookies itself.
import { createHmac, randomBytes } from 'node:crypto';

/** The auth secret the realtime server runs with (AUTH_SECRET: at least 32 characters). */
export function benchAuthSecret() {
  return randomBytes(32).toString('base64url');
}

/** Member n's user id and session token (tokens need only be unique and unguessable per run). */
export const memberId = (n) => `rt-viewer-${n}`;
const sessionToken = (runKey, n) => `rt${runKey}x${n}`;

/**
 * SQL for members 1..n: users, Fan+ profiles and one session each, valid for a day. `runKey`
 * makes the tokens unguessable (the server is a real one, listening on a port).
 */
export function viewersSql(n, runKey) {
  return `
    insert into users (id, name, email, email_verified, username)
    select 'rt-viewer-' || i, 'Live Fan ' || i, 'viewer' || i || '@bench.example', true,
           'live_fan_' || i
    from generate_series(1, ${n}) i;
    insert into profiles (user_id, display_name, role, subscription_tier)
    select 'rt-viewer-' || i, 'Live Fan ' || i, 'fan', 'fanplus'::tier
    from generate_series(1, ${n}) i;
    insert into sessions (id, token, user_id, expires_at, ip_address, user_agent)
    select 'rt-session-' || i, 'rt${runKey}x' || i, 'rt-viewer-' || i, now() + interval '1 day',
           '127.0.0.1', 'fanclub-bench'
    from generate_series(1, ${n}) i;`;
}

/** The Cookie header of member n's session, as the browser would send it. */
export function viewerCookie(secret, runKey, n) {
  const token = sessionToken(runKey, n);
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return `fanclub.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}
