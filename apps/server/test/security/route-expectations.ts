// Who may call each route, and a valid sample request for it (issue #11, authorization matrix).
// authz-matrix.test.ts walks the server's own route table (app.routeTable) and fails for any
// route that has no entry here, so a new route cannot ship without a decision about access.
import { randomBytes } from 'node:crypto';
import type { Feature } from '@fanclub/shared/permissions';
import { can } from '@fanclub/shared/permissions';
import type { RouteEntry } from '../../src/lib/route-table';
import type { Actor } from './actors';
import { roleOf } from './actors';
import type { Fixtures } from './fixtures';
import {
  activeStreamOf,
  CARD,
  multipartFile,
  newChatMessage,
  newEvent,
  newOrder,
  newPaidSession,
  newPost,
  newPushSubscription,
  pushSubscription,
  SHIPPING,
  stopStreamsOf,
  TEE_LINE,
} from './fixtures';

/**
 * 'public': anyone, signed in or not. 'signedIn': any member; anonymous callers get 401.
 * { feature }: members whose role has the feature in the shared matrix (permissions.ts);
 * anonymous 401, other members 403.
 */
export type Access = 'public' | 'signedIn' | { feature: Feature };

export interface Sample {
  url: string;
  payload?: string | object | Buffer;
  headers?: Record<string, string>;
  /** Open a WebSocket instead of a plain request; success is 101 Switching Protocols. */
  websocket?: boolean;
}

export interface Expectation {
  access: Access;
  /** The status a caller whom `access` admits gets: one for all, or per actor where it differs. */
  ok: number | Partial<Record<Actor, number>>;
  /** Builds the request; it may first add rows the request acts on (before the state probe). */
  sample: (fx: Fixtures, actor: Actor) => Sample | Promise<Sample>;
  /** Registered only with this configuration; the matrix turns it on to check the route. */
  onlyWith?: Record<string, string>;
}

/** Turns on every optionally registered route (values are fakes: nothing is contacted at start-up). */
export const OPTIONAL_ROUTES_ENV: Record<string, string> = {
  BENCH_BARE_ROUTE: 'true',
  STRIPE_SECRET_KEY: 'sk_test_matrix',
  STRIPE_WEBHOOK_SECRET: 'whsec_matrix',
  STRIPE_PRICE_FANPLUS: 'price_fanplus',
  STRIPE_PRICE_VIP: 'price_vip',
  STRIPE_API_BASE: 'http://127.0.0.1:9',
};

/** What `actor` must get from a route with this access rule, given its success status. */
export function expectedStatus(expectation: Expectation, actor: Actor): number {
  const { access, ok } = expectation;
  const success = typeof ok === 'number' ? ok : ok[actor];
  if (access !== 'public' && actor === 'anonymous') return 401;
  if (typeof access === 'object' && !can(roleOf(actor), access.feature)) return 403;
  if (success === undefined) throw new Error(`no success status for ${actor}`);
  return success;
}

/**
 * Routes outside the matrix, each with the reason. Everything else the server registers must
 * have an entry in EXPECTATIONS.
 */
export function exclusionReason(route: RouteEntry): string | null {
  // Fastify adds a HEAD route for every GET; it runs the GET route's hooks and handler.
  if (route.method === 'HEAD') return 'HEAD mirrors the GET route (same hooks and handler)';
  // The built web app (index.html, hashed assets, icons, media) is public, read-only and differs
  // per build; the matrix test asserts these are GET/HEAD only.
  if (
    !route.url.startsWith('/api/') &&
    !route.url.startsWith('/live/') &&
    !route.url.startsWith('/storage/')
  )
    return 'static file of the web build';
  return null;
}

const get = (url: string): Sample => ({ url });
const body = (url: string, payload: object): Sample => ({ url, payload });

export const EXPECTATIONS: Record<string, Expectation> = {
  // Better Auth: one wildcard route per method. Reads of the session are public; the POST sample
  // is a sign-in with a wrong password, which must be refused for everyone without writing.
  'GET /api/auth/*': { access: 'public', ok: 200, sample: () => get('/api/auth/get-session') },
  'POST /api/auth/*': {
    access: 'public',
    ok: 401,
    // A fresh unknown account each time, so sign-in throttles (shared through Redis) stay out of the way.
    sample: (_fx, actor) =>
      body('/api/auth/sign-in/email', {
        email: `nobody-${actor}-${randomBytes(4).toString('hex')}@example.org`,
        password: 'not-the-password-1',
      }),
  },

  'GET /api/health': { access: 'public', ok: 200, sample: () => get('/api/health') },
  // `npm run bench` only: a route that does no work.
  'GET /api/bench/bare': {
    access: 'public',
    ok: 200,
    sample: () => get('/api/bench/bare'),
    onlyWith: { BENCH_BARE_ROUTE: 'true' },
  },
  // Stripe calls it, not a browser: the signature is the credential, so an unsigned call is a 400.
  'POST /api/billing/webhooks/stripe': {
    access: 'public',
    ok: 400,
    sample: () => ({
      url: '/api/billing/webhooks/stripe',
      payload: { type: 'checkout.session.completed' },
      headers: { 'stripe-signature': 't=1,v1=forged' },
    }),
    onlyWith: OPTIONAL_ROUTES_ENV,
  },
  'GET /api/sign-in-options': {
    access: 'public',
    ok: 200,
    sample: () => get('/api/sign-in-options'),
  },

  // Public catalogue reads (locked bodies and media are withheld per viewer by catalog tests).
  'GET /api/artist': { access: 'public', ok: 200, sample: () => get('/api/artist') },
  'GET /api/posts': { access: 'public', ok: 200, sample: () => get('/api/posts?limit=5') },
  'GET /api/albums': { access: 'public', ok: 200, sample: () => get('/api/albums') },
  'GET /api/albums/:id': {
    access: 'public',
    ok: 200,
    sample: (fx) => get(`/api/albums/${fx.albumId}`),
  },
  'GET /api/tracks': { access: 'public', ok: 200, sample: () => get('/api/tracks') },
  'GET /api/tracks/:id': {
    access: 'public',
    ok: 200,
    sample: (fx) => get(`/api/tracks/${fx.trackId}`),
  },
  'GET /api/videos': { access: 'public', ok: 200, sample: () => get('/api/videos') },
  'GET /api/clips': { access: 'public', ok: 200, sample: () => get('/api/clips') },
  'GET /api/events': { access: 'public', ok: 200, sample: () => get('/api/events?when=upcoming') },
  'GET /api/events/:id': {
    access: 'public',
    ok: 200,
    sample: (fx) => get(`/api/events/${fx.eventId}`),
  },
  'GET /api/products': { access: 'public', ok: 200, sample: () => get('/api/products') },
  'GET /api/products/:id': {
    access: 'public',
    ok: 200,
    sample: (fx) => get(`/api/products/${fx.productId}`),
  },
  'GET /api/profiles/:userId': {
    access: 'public',
    ok: 200,
    sample: (fx) => get(`/api/profiles/${fx.userIds.fan}`),
  },

  // The member's own account.
  'GET /api/me': { access: 'signedIn', ok: 200, sample: () => get('/api/me') },
  'PATCH /api/me': {
    access: 'signedIn',
    ok: 200,
    sample: (_fx, actor) => body('/api/me', { displayName: `Matrix ${actor}` }),
  },
  'GET /api/me/stats': { access: 'signedIn', ok: 200, sample: () => get('/api/me/stats') },
  'POST /api/me/avatar': {
    access: 'signedIn',
    ok: 200,
    sample: (fx) => ({
      url: '/api/me/avatar',
      ...multipartFile('file', 'me.png', 'image/png', fx.avatarPng),
    }),
  },

  // Music: playback URLs for everyone (the tier decides full or preview), likes for members.
  'GET /api/tracks/:id/playback': {
    access: 'public',
    ok: 200,
    sample: (fx) => get(`/api/tracks/${fx.trackId}/playback`),
  },
  'GET /api/media/audio/:id/:kind': {
    access: 'public',
    ok: 200,
    // The signed URL is the credential, so the sample asks for one first, as the player does.
    sample: async (fx) =>
      get(
        (await fx.app.inject({ method: 'GET', url: `/api/tracks/${fx.trackId}/playback` })).json<{
          url: string;
        }>().url,
      ),
  },
  'GET /api/me/likes': { access: 'signedIn', ok: 200, sample: () => get('/api/me/likes') },
  'PUT /api/tracks/:id/like': {
    access: 'signedIn',
    ok: 200,
    sample: (fx) => body(`/api/tracks/${fx.trackId}/like`, {}),
  },
  'DELETE /api/tracks/:id/like': {
    access: 'signedIn',
    ok: 200,
    sample: (fx) => ({ url: `/api/tracks/${fx.trackId}/like` }),
  },

  // Subscriptions. The demo accounts have no provider subscription, so plan changes answer 409
  // ("no paid plan") once the caller is through the authorization check.
  'POST /api/billing/checkout': {
    access: 'signedIn',
    ok: 200,
    sample: () => body('/api/billing/checkout', { tier: 'vip' }),
  },
  'POST /api/billing/change-plan': {
    access: 'signedIn',
    ok: 409,
    sample: () => body('/api/billing/change-plan', { tier: 'free' }),
  },
  'POST /api/billing/downgrade': {
    access: 'signedIn',
    ok: 409,
    sample: () => body('/api/billing/downgrade', {}),
  },
  'POST /api/billing/cancel': {
    access: 'signedIn',
    ok: 409,
    sample: () => body('/api/billing/cancel', {}),
  },
  'POST /api/billing/resume': {
    access: 'signedIn',
    ok: 409,
    sample: () => body('/api/billing/resume', {}),
  },
  'POST /api/billing/portal': {
    access: 'signedIn',
    ok: 409,
    sample: () => body('/api/billing/portal', {}),
  },
  'POST /api/billing/payment-method': {
    access: 'signedIn',
    ok: 409,
    sample: () =>
      body('/api/billing/payment-method', {
        cardNumber: CARD.cardNumber,
        expDate: CARD.expDate,
        cvc: CARD.cvc,
        zipCode: CARD.zipCode,
      }),
  },
  'GET /api/billing/subscription': {
    access: 'signedIn',
    ok: 200,
    sample: () => get('/api/billing/subscription'),
  },
  // Own checkout sessions and receipts only: anonymous callers ask for the fan's.
  'GET /api/billing/checkout-sessions/:id': {
    access: 'signedIn',
    ok: 200,
    sample: async (fx, actor) =>
      get(
        `/api/billing/checkout-sessions/${await newPaidSession(fx.app, fx.userIds[actor === 'anonymous' ? 'fan' : actor])}`,
      ),
  },
  'GET /api/billing/receipts/:id': {
    access: 'signedIn',
    ok: 200,
    sample: async (fx, actor) =>
      get(
        `/api/billing/receipts/${await newPaidSession(fx.app, fx.userIds[actor === 'anonymous' ? 'fan' : actor])}`,
      ),
  },

  // Cart, merch orders and tickets.
  'GET /api/cart': { access: 'signedIn', ok: 200, sample: () => get('/api/cart') },
  'PUT /api/cart': {
    access: 'signedIn',
    ok: 200,
    sample: () => body('/api/cart', { lines: [TEE_LINE] }),
  },
  'POST /api/cart/merge': {
    access: 'signedIn',
    ok: 200,
    sample: () => body('/api/cart/merge', { lines: [] }),
  },
  // Guests may order too (with their lines); members buy their saved cart.
  'GET /api/checkout-options': {
    access: 'public',
    ok: 200,
    sample: () => get('/api/checkout-options'),
  },
  'POST /api/orders': {
    access: 'public',
    ok: 200,
    sample: () => body('/api/orders', { ...CARD, ...SHIPPING, lines: [TEE_LINE] }),
  },
  'GET /api/orders': { access: 'signedIn', ok: 200, sample: () => get('/api/orders') },
  // Members see their own orders; a guest reaches theirs only with the order's key, so a guest
  // without one is told the order does not exist.
  'GET /api/orders/:id': {
    access: 'public',
    ok: { anonymous: 404, fan: 200, fanplus: 200, vip: 200, artist: 200, admin: 200 },
    sample: async (fx, actor) =>
      get(
        `/api/orders/${await newOrder(fx.app, fx.userIds[actor === 'anonymous' ? 'fan' : actor])}`,
      ),
  },
  'POST /api/events/:id/tickets': {
    access: 'signedIn',
    ok: 200,
    sample: (fx) => body(`/api/events/${fx.eventId}/tickets`, { ...CARD, quantity: 1 }),
  },
  'GET /api/me/tickets': { access: 'signedIn', ok: 200, sample: () => get('/api/me/tickets') },

  // Admin & Artist Tools, straight from the shared feature matrix.
  'GET /api/admin/events': {
    access: { feature: 'manageEvents' },
    ok: 200,
    sample: () => get('/api/admin/events'),
  },
  'POST /api/admin/events': {
    access: { feature: 'manageEvents' },
    ok: 201,
    sample: () =>
      body('/api/admin/events', {
        title: 'Matrix Gig',
        eventDate: '2030-05-01T20:00:00Z',
        location: 'Berlin',
      }),
  },
  'PATCH /api/admin/events/:id': {
    access: { feature: 'manageEvents' },
    ok: 200,
    sample: async (fx) => body(`/api/admin/events/${await newEvent(fx.app)}`, { title: 'Renamed' }),
  },
  'DELETE /api/admin/events/:id': {
    access: { feature: 'manageEvents' },
    ok: 204,
    sample: async (fx) => ({ url: `/api/admin/events/${await newEvent(fx.app)}` }),
  },
  'GET /api/admin/content': {
    access: { feature: 'postContent' },
    ok: 200,
    sample: () => get('/api/admin/content'),
  },
  'POST /api/admin/content': {
    access: { feature: 'postContent' },
    ok: 201,
    sample: () =>
      body('/api/admin/content', { title: 'Matrix post', body: 'Hello', visibility: 'free' }),
  },
  'PATCH /api/admin/content/:id': {
    access: { feature: 'postContent' },
    ok: 200,
    sample: async (fx) =>
      body(`/api/admin/content/${await newPost(fx.app, fx.userIds.artist)}`, { title: 'Renamed' }),
  },
  'DELETE /api/admin/content/:id': {
    access: { feature: 'postContent' },
    ok: 204,
    sample: async (fx) => ({
      url: `/api/admin/content/${await newPost(fx.app, fx.userIds.artist)}`,
    }),
  },
  'GET /api/admin/members': {
    access: { feature: 'manageMembers' },
    ok: 200,
    sample: () => get('/api/admin/members?q=example'),
  },
  // A role change for the fan: the sharpest privilege escalation there is.
  'PATCH /api/admin/members/:userId': {
    access: { feature: 'manageMembers' },
    ok: 200,
    sample: (fx) => body(`/api/admin/members/${fx.userIds.fan}`, { role: 'fan' }),
  },
  'GET /api/admin/audit': {
    access: { feature: 'manageMembers' },
    ok: 200,
    sample: () => get('/api/admin/audit'),
  },
  'GET /api/admin/orders': {
    access: { feature: 'manageOrders' },
    ok: 200,
    sample: () => get('/api/admin/orders?status=paid'),
  },
  'POST /api/admin/orders/:id/ship': {
    access: { feature: 'manageOrders' },
    ok: 200,
    sample: async (fx) =>
      body(`/api/admin/orders/${await newOrder(fx.app, fx.userIds.fan)}/ship`, {}),
  },

  // Live streams.
  'GET /api/live/active': { access: 'public', ok: 200, sample: () => get('/api/live/active') },
  'GET /api/live/mine': {
    access: { feature: 'goLive' },
    ok: 200,
    sample: () => get('/api/live/mine'),
  },
  'POST /api/live/start': {
    access: { feature: 'goLive' },
    ok: 200,
    sample: async (fx, actor) => {
      if (actor !== 'anonymous') await stopStreamsOf(fx.app, fx.userIds[actor]);
      return body('/api/live/start', { title: 'Matrix live' });
    },
  },
  // The artist's own stream: artists may stop their own, admins any; nobody else.
  'POST /api/live/stop': {
    access: { feature: 'goLive' },
    ok: 200,
    sample: async (fx) =>
      body('/api/live/stop', { streamId: await activeStreamOf(fx.app, fx.userIds.artist) }),
  },
  // Viewers of every kind may watch; the origin check is covered in live.test.ts.
  'GET /api/live/ws': {
    access: 'public',
    ok: 101,
    sample: () => ({ url: '/api/live/ws?clientId=matrix-client-1', websocket: true }),
  },

  // Live chat and hearts: anyone watching may read, members talk, the artist and admins moderate.
  'GET /api/live/:streamId/chat': {
    access: 'public',
    ok: 200,
    sample: async (fx) => get(`/api/live/${await activeStreamOf(fx.app, fx.userIds.artist)}/chat`),
  },
  'POST /api/live/:streamId/chat': {
    access: { feature: 'basicFeed' },
    ok: 201,
    sample: async (fx, actor) =>
      body(`/api/live/${await activeStreamOf(fx.app, fx.userIds.artist)}/chat`, {
        text: `Hi from ${actor}`,
      }),
  },
  'POST /api/live/:streamId/hearts': {
    access: { feature: 'basicFeed' },
    ok: 202,
    sample: async (fx) =>
      body(`/api/live/${await activeStreamOf(fx.app, fx.userIds.artist)}/hearts`, {}),
  },
  'DELETE /api/live/:streamId/chat/:messageId': {
    access: { feature: 'moderateChat' },
    ok: 200,
    sample: async (fx) => {
      const streamId = await activeStreamOf(fx.app, fx.userIds.artist);
      return {
        url: `/api/live/${streamId}/chat/${await newChatMessage(fx.app, streamId, fx.userIds.fan)}`,
      };
    },
  },
  'POST /api/live/:streamId/mutes': {
    access: { feature: 'moderateChat' },
    ok: 200,
    sample: async (fx) =>
      body(`/api/live/${await activeStreamOf(fx.app, fx.userIds.artist)}/mutes`, {
        userId: fx.userIds.fanplus,
      }),
  },
  'DELETE /api/live/:streamId/mutes/:userId': {
    access: { feature: 'moderateChat' },
    ok: 200,
    sample: async (fx) => ({
      url: `/api/live/${await activeStreamOf(fx.app, fx.userIds.artist)}/mutes/${fx.userIds.fanplus}`,
    }),
  },

  // Go-live notifications: the key is public; subscriptions belong to the member.
  'GET /api/push/public-key': {
    access: 'public',
    ok: 200,
    sample: () => get('/api/push/public-key'),
  },
  'POST /api/push/subscriptions': {
    access: 'signedIn',
    ok: 201,
    sample: () => body('/api/push/subscriptions', pushSubscription()),
  },
  'DELETE /api/push/subscriptions': {
    access: 'signedIn',
    ok: 200,
    sample: async (fx, actor) =>
      body('/api/push/subscriptions', {
        endpoint: await newPushSubscription(
          fx.app,
          fx.userIds[actor === 'anonymous' ? 'fan' : actor],
        ),
      }),
  },

  // Static files: HLS written by the ingest and uploaded images (profile pictures) are public.
  'GET /live/*': { access: 'public', ok: 200, sample: (fx) => get(fx.hlsUrl) },
  'GET /storage/*': { access: 'public', ok: 200, sample: (fx) => get(fx.storageUrl) },
};

/** The table key of a route: `METHOD /url/:param`. */
export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** One message per in-scope route of `table` that has no entry in EXPECTATIONS. */
export function missingExpectations(table: readonly RouteEntry[]): string[] {
  return table
    .filter((route) => exclusionReason(route) === null && !(routeKey(route) in EXPECTATIONS))
    .map(
      (route) =>
        `route ${routeKey(route)} has no expectation in test/security/route-expectations.ts`,
    );
}
