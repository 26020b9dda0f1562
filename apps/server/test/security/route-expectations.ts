// A valid sample request for each route and the status an admitted caller gets (the
// authorization matrix). Who is admitted is the route's own `config.access`, which the server
// records in its route table; authz-matrix.test.ts walks that table and fails for any route
// that has no entry here, so a new route cannot ship untested.
import { randomBytes } from 'node:crypto';
import { can } from '@fanclub/shared/permissions';
import type { Access } from '../../src/lib/access';
import type { RouteEntry } from '../../src/lib/route-table';
import { hlsTokens } from '../../src/features/live/hls-access';
import type { Actor } from './actors';
import { roleOf } from './actors';
import type { Fixtures } from './fixtures';
import { newTicket, newTicketCode } from './ticket-fixtures';
import { newOnSaleEvent, newSharedPresaleCode } from './presale-fixtures';
import { newOfferCode } from './offer-fixtures';
import { newSupportConversation, ownerOf, supportAttachmentUrl } from './support-fixtures';
import { newDrop } from './drop-fixtures';
import { newTranslation } from './translation-fixtures';
import { newScheduledLive } from './scheduled-live-fixtures';
import { newReplay } from './replay-fixtures';
import { newMeetGreet, newPassCode, wonMeetGreet } from './meet-greet-fixtures';
import {
  activeStreamOf,
  membershipCodeOf,
  CARD,
  multipartFile,
  newChatMessage,
  newComment,
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

export interface Sample {
  url: string;
  payload?: string | object | Buffer;
  headers?: Record<string, string>;
  /** Open a WebSocket instead of a plain request; success is 101 Switching Protocols. */
  websocket?: boolean;
}

/**
 * How to exercise one route. Who may call it is not repeated here: it is the route's own
 * `config.access`, read from the route table (see src/lib/access.ts).
 */
export interface Expectation {
  /** The status a caller whom the route's access admits gets: one for all, or per actor where it differs. */
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
  // Nothing listens there: a queued fill fails and retries, nothing leaves the machine.
  TRANSLATION_PROVIDER_URL: 'http://127.0.0.1:9',
};

/** What `actor` must get from a route with this access rule, given the expectation's success status. */
export function expectedStatus(access: Access, expectation: Expectation, actor: Actor): number {
  const { ok } = expectation;
  const success = typeof ok === 'number' ? ok : ok[actor];
  if (access !== 'public' && actor === 'anonymous') return 401;
  if (access !== 'public' && access !== 'signedIn' && !can(roleOf(actor), access)) return 403;
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
    !route.url.startsWith('/replays/') &&
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
  'GET /api/auth/*': { ok: 200, sample: () => get('/api/auth/get-session') },
  'POST /api/auth/*': {
    ok: 401,
    // A fresh unknown account each time, so sign-in throttles (shared through Redis) stay out of the way.
    sample: (_fx, actor) =>
      body('/api/auth/sign-in/email', {
        email: `nobody-${actor}-${randomBytes(4).toString('hex')}@example.org`,
        password: 'not-the-password-1',
      }),
  },

  'GET /api/health': { ok: 200, sample: () => get('/api/health') },
  // Whether RTMP ingest is on and which ffmpeg it uses (ADR 029): no path, key or stream.
  'GET /api/health/ingest': { ok: 200, sample: () => get('/api/health/ingest') },
  // The API's own description (plugins/api-docs.ts): public, read-only, assets from the package.
  'GET /api/openapi.json': { ok: 200, sample: () => get('/api/openapi.json') },
  'GET /api/docs': { ok: 200, sample: () => get('/api/docs') },
  'GET /api/docs/json': { ok: 200, sample: () => get('/api/docs/json') },
  'GET /api/docs/yaml': { ok: 200, sample: () => get('/api/docs/yaml') },
  'GET /api/docs/static/index.html': { ok: 302, sample: () => get('/api/docs/static/index.html') },
  'GET /api/docs/static/swagger-initializer.js': {
    ok: 200,
    sample: () => get('/api/docs/static/swagger-initializer.js'),
  },
  'GET /api/docs/static/*': { ok: 200, sample: () => get('/api/docs/static/swagger-ui.css') },
  // `npm run bench` only: a route that does no work.
  'GET /api/bench/bare': {
    ok: 200,
    sample: () => get('/api/bench/bare'),
    onlyWith: { BENCH_BARE_ROUTE: 'true' },
  },
  // Stripe calls it, not a browser: the signature is the credential, so an unsigned call is a 400.
  'POST /api/billing/webhooks/stripe': {
    ok: 400,
    sample: () => ({
      url: '/api/billing/webhooks/stripe',
      payload: { type: 'checkout.session.completed' },
      headers: { 'stripe-signature': 't=1,v1=forged' },
    }),
    onlyWith: OPTIONAL_ROUTES_ENV,
  },
  'GET /api/sign-in-options': { ok: 200, sample: () => get('/api/sign-in-options') },

  // Public catalogue reads (locked bodies and media are withheld per viewer by catalog tests).
  'GET /api/artist': { ok: 200, sample: () => get('/api/artist') },
  'GET /api/posts': { ok: 200, sample: () => get('/api/posts?limit=5') },
  'GET /api/albums': { ok: 200, sample: () => get('/api/albums') },
  'GET /api/albums/:id': { ok: 200, sample: (fx) => get(`/api/albums/${fx.albumId}`) },
  'GET /api/tracks': { ok: 200, sample: () => get('/api/tracks') },
  'GET /api/tracks/:id': { ok: 200, sample: (fx) => get(`/api/tracks/${fx.trackId}`) },
  'GET /api/videos': { ok: 200, sample: () => get('/api/videos') },
  'GET /api/clips': { ok: 200, sample: () => get('/api/clips') },
  'GET /api/events': { ok: 200, sample: () => get('/api/events?when=upcoming') },
  'GET /api/events/:id': { ok: 200, sample: (fx) => get(`/api/events/${fx.eventId}`) },
  'GET /api/products': { ok: 200, sample: () => get('/api/products') },
  'GET /api/products/:id': { ok: 200, sample: (fx) => get(`/api/products/${fx.productId}`) },
  // Merch drops (issue 30): any member may ask; one below the drop's tier (VIP) is told it takes VIP.
  'GET /api/products/:id/notify': {
    ok: 200,
    sample: async (fx) => get(`/api/products/${await newDrop(fx.app)}/notify`),
  },
  'POST /api/products/:id/notify': {
    ok: { fan: 403, fanplus: 403, vip: 200, artist: 200, admin: 200, staff: 403 },
    sample: async (fx) => body(`/api/products/${await newDrop(fx.app)}/notify`, {}),
  },
  // The shop's back office (manageOrders: admin).
  'GET /api/admin/drops': { ok: 200, sample: () => get('/api/admin/drops') },
  'POST /api/admin/drops': {
    ok: 201,
    sample: () =>
      body('/api/admin/drops', {
        name: 'Matrix Drop',
        description: '',
        priceCents: 1000,
        colour: 'Black',
        requiredTier: 'vip',
        dropsAt: new Date(Date.now() + 86_400_000).toISOString(),
        perMemberLimit: 1,
        stock: 10,
      }),
  },
  'PATCH /api/admin/drops/:id': {
    ok: 200,
    sample: async (fx) =>
      body(`/api/admin/drops/${await newDrop(fx.app)}`, {
        dropsAt: new Date(Date.now() + 7_200_000).toISOString(),
      }),
  },
  'GET /api/profiles/:userId': { ok: 200, sample: (fx) => get(`/api/profiles/${fx.userIds.fan}`) },

  // The member's own account.
  'GET /api/me': { ok: 200, sample: () => get('/api/me') },
  'PATCH /api/me': {
    ok: 200,
    sample: (_fx, actor) => body('/api/me', { displayName: `Matrix ${actor}` }),
  },
  'GET /api/me/stats': { ok: 200, sample: () => get('/api/me/stats') },
  'GET /api/me/membership': { ok: 200, sample: () => get('/api/me/membership') },
  // A member's own data (issue 33). The matrix's actors are demo accounts, which cannot be deleted.
  'GET /api/me/export': { ok: 200, sample: () => get('/api/me/export') },
  'POST /api/me/delete': {
    ok: 409,
    sample: () => body('/api/me/delete', { password: 'not-the-password' }),
  },
  // Door staff (the roles that run events) check a scanned membership card.
  'POST /api/membership/verify': {
    ok: 200,
    sample: async (fx) =>
      body('/api/membership/verify', { code: await membershipCodeOf(fx.app, fx.userIds.fan) }),
  },
  'POST /api/me/avatar': {
    ok: 200,
    sample: (fx) => ({
      url: '/api/me/avatar',
      ...multipartFile('file', 'me.png', 'image/png', fx.avatarPng),
    }),
  },

  // Music: playback URLs for everyone (the tier decides full or preview), likes for members.
  'GET /api/tracks/:id/playback': {
    ok: 200,
    sample: (fx) => get(`/api/tracks/${fx.trackId}/playback`),
  },
  'GET /api/media/audio/:id/:kind': {
    ok: 200,
    // The signed URL is the credential, so the sample asks for one first, as the player does.
    sample: async (fx) =>
      get(
        (await fx.app.inject({ method: 'GET', url: `/api/tracks/${fx.trackId}/playback` })).json<{
          url: string;
        }>().url,
      ),
  },
  'GET /api/media/video/:folder/:file': {
    ok: 200,
    // Like audio, the signed URL is the credential: the free clip's, as the clips list hands it out.
    sample: async (fx) =>
      get(
        (await fx.app.inject({ method: 'GET', url: '/api/clips' }))
          .json<{ videoUrl: string | null }[]>()
          .find((c) => c.videoUrl)?.videoUrl ?? '',
      ),
  },
  'GET /api/me/likes': { ok: 200, sample: () => get('/api/me/likes') },
  'GET /api/me/liked-tracks': { ok: 200, sample: () => get('/api/me/liked-tracks') },
  'PUT /api/tracks/:id/like': {
    ok: 200,
    sample: (fx) => body(`/api/tracks/${fx.trackId}/like`, {}),
  },
  'DELETE /api/tracks/:id/like': {
    ok: 200,
    sample: (fx) => ({ url: `/api/tracks/${fx.trackId}/like` }),
  },

  // Subscriptions. The demo accounts have no provider subscription, so plan changes answer 409
  // ("no paid plan") once the caller is through the authorization check.
  'POST /api/billing/checkout': {
    ok: 200,
    sample: () => body('/api/billing/checkout', { tier: 'vip' }),
  },
  'POST /api/billing/change-plan': {
    ok: 409,
    sample: () => body('/api/billing/change-plan', { tier: 'free' }),
  },
  'POST /api/billing/downgrade': { ok: 409, sample: () => body('/api/billing/downgrade', {}) },
  'POST /api/billing/cancel': { ok: 409, sample: () => body('/api/billing/cancel', {}) },
  'POST /api/billing/resume': { ok: 409, sample: () => body('/api/billing/resume', {}) },
  'POST /api/billing/portal': { ok: 409, sample: () => body('/api/billing/portal', {}) },
  'POST /api/billing/payment-method': {
    ok: 409,
    sample: () =>
      body('/api/billing/payment-method', {
        cardNumber: CARD.cardNumber,
        expDate: CARD.expDate,
        cvc: CARD.cvc,
        zipCode: CARD.zipCode,
      }),
  },
  'GET /api/billing/subscription': { ok: 200, sample: () => get('/api/billing/subscription') },
  // Own checkout sessions and receipts only: anonymous callers ask for the fan's.
  'GET /api/billing/checkout-sessions/:id': {
    ok: 200,
    sample: async (fx, actor) =>
      get(
        `/api/billing/checkout-sessions/${await newPaidSession(fx.app, fx.userIds[actor === 'anonymous' ? 'fan' : actor])}`,
      ),
  },
  'GET /api/billing/receipts/:id': {
    ok: 200,
    sample: async (fx, actor) =>
      get(
        `/api/billing/receipts/${await newPaidSession(fx.app, fx.userIds[actor === 'anonymous' ? 'fan' : actor])}`,
      ),
  },

  // Cart, merch orders and tickets.
  'GET /api/me/saved-card': { ok: 200, sample: () => get('/api/me/saved-card') },
  'GET /api/cart': { ok: 200, sample: () => get('/api/cart') },
  'PUT /api/cart': { ok: 200, sample: () => body('/api/cart', { lines: [TEE_LINE] }) },
  'POST /api/cart/merge': { ok: 200, sample: () => body('/api/cart/merge', { lines: [] }) },
  // Discount codes (issue 33): any member checks one on their cart or a plan; admins manage them.
  'POST /api/cart/discount-code': {
    ok: 200,
    sample: async (fx) =>
      body('/api/cart/discount-code', { code: (await newOfferCode(fx.app)).code }),
  },
  'POST /api/offers/check': {
    ok: 200,
    sample: async (fx) =>
      body('/api/offers/check', {
        code: (await newOfferCode(fx.app, 'subscription')).code,
        plan: 'fanplus',
      }),
  },
  'GET /api/admin/offers': { ok: 200, sample: () => get('/api/admin/offers') },
  'GET /api/admin/offers/retention': { ok: 200, sample: () => get('/api/admin/offers/retention') },
  'PUT /api/admin/offers/retention': {
    ok: 200,
    sample: () => body('/api/admin/offers/retention', { percentOff: null, months: null }),
  },
  // The retention offer is off in the matrix's app, so answering it is a clear 409 for everyone.
  'GET /api/billing/retention-offer': {
    ok: 200,
    sample: () => get('/api/billing/retention-offer'),
  },
  'POST /api/billing/retention-offer': {
    ok: 409,
    sample: () => body('/api/billing/retention-offer', { accept: false }),
  },
  'POST /api/admin/offers': {
    ok: 201,
    sample: () =>
      body('/api/admin/offers', {
        code: `NEW${randomBytes(4).toString('hex')}`,
        kind: 'merch',
        percentOff: 5,
      }),
  },
  'PATCH /api/admin/offers/:id': {
    ok: 200,
    sample: async (fx) =>
      body(`/api/admin/offers/${(await newOfferCode(fx.app)).id}`, { disabled: true }),
  },
  // Guests may order too (with their lines); members buy their saved cart.
  'GET /api/checkout-options': { ok: 200, sample: () => get('/api/checkout-options') },
  'POST /api/orders': {
    ok: 200,
    sample: () => body('/api/orders', { ...CARD, ...SHIPPING, lines: [TEE_LINE] }),
  },
  'GET /api/orders': { ok: 200, sample: () => get('/api/orders') },
  // Members see their own orders; a guest reaches theirs only with the order's key, so a guest
  // without one is told the order does not exist.
  'GET /api/orders/:id': {
    ok: { anonymous: 404, fan: 200, fanplus: 200, vip: 200, artist: 200, admin: 200, staff: 200 },
    sample: async (fx, actor) =>
      get(
        `/api/orders/${await newOrder(fx.app, fx.userIds[actor === 'anonymous' ? 'fan' : actor])}`,
      ),
  },
  'POST /api/events/:id/tickets': {
    ok: 200,
    sample: (fx) => body(`/api/events/${fx.eventId}/tickets`, { ...CARD, quantity: 1 }),
  },
  'GET /api/me/tickets': { ok: 200, sample: () => get('/api/me/tickets') },
  // Only the holder transfers (anyone else gets 404, ticket-admissions.test.ts); each actor hands
  // a ticket of their own to a demo member who is not them.
  'POST /api/me/tickets/:id/transfer': {
    ok: 200,
    sample: async (fx, actor) => {
      const holder = actor === 'anonymous' ? 'fan' : actor;
      const id = await newTicket(fx.app, fx.eventId, fx.userIds[holder]);
      const to = holder === 'vip' ? 'fanplus@example.com' : 'vip@example.com';
      return body(`/api/me/tickets/${id}/transfer`, { email: to });
    },
  },
  // Door staff (admin, artist, staff: the checkIn feature) let a ticket in, once.
  'POST /api/tickets/verify': {
    ok: 200,
    sample: async (fx) =>
      body('/api/tickets/verify', {
        code: await newTicketCode(fx.app, fx.eventId, fx.userIds.fan),
      }),
  },
  // VIP presale codes: each member reads their own; the people who run events issue them.
  'GET /api/me/presale-codes': { ok: 200, sample: () => get('/api/me/presale-codes') },
  'GET /api/admin/events/:id/presale': {
    ok: 200,
    sample: async (fx) => get(`/api/admin/events/${await newOnSaleEvent(fx.app)}/presale`),
  },
  'POST /api/admin/events/:id/presale/member-codes': {
    ok: 200,
    sample: async (fx) =>
      body(`/api/admin/events/${await newOnSaleEvent(fx.app)}/presale/member-codes`, {}),
  },
  'POST /api/admin/events/:id/presale/shared-codes': {
    ok: 201,
    sample: async (fx) =>
      body(`/api/admin/events/${await newOnSaleEvent(fx.app)}/presale/shared-codes`, {
        maxUses: 5,
      }),
  },
  'DELETE /api/admin/events/:id/presale/shared-codes/:codeId': {
    ok: 204,
    sample: async (fx) => {
      const { eventId, codeId } = await newSharedPresaleCode(fx.app);
      return { url: `/api/admin/events/${eventId}/presale/shared-codes/${codeId}` };
    },
  },

  // The door (issue 30): admin, artist and staff; the scans are valid, so each lets one in.
  'GET /api/door/events': { ok: 200, sample: () => get('/api/door/events') },
  'GET /api/door/events/:eventId/list': {
    ok: 200,
    sample: (fx) => get(`/api/door/events/${fx.eventId}/list`),
  },
  'POST /api/door/events/:eventId/check-in': {
    ok: 200,
    sample: async (fx) =>
      body(`/api/door/events/${fx.eventId}/check-in`, {
        code: await newTicketCode(fx.app, fx.eventId, fx.userIds.fan),
        door: 'Door M',
      }),
  },
  'POST /api/door/events/:eventId/sync': {
    ok: 200,
    sample: async (fx) =>
      body(`/api/door/events/${fx.eventId}/sync`, {
        items: [
          {
            code: await newTicketCode(fx.app, fx.eventId, fx.userIds.fan),
            door: 'Door M',
            scannedAt: new Date().toISOString(),
          },
        ],
      }),
  },

  // Meet & greet (VIP perk): anyone who sees the event sees it; only VIP members (not staff)
  // enter; a winner gives their own place back; door staff verify passes; staff set it up.
  'GET /api/events/:id/meet-greet': {
    ok: 200,
    sample: async (fx) => get(`/api/events/${await newMeetGreet(fx.app)}/meet-greet`),
  },
  'POST /api/events/:id/meet-greet/entries': {
    ok: { fan: 403, fanplus: 403, vip: 200, artist: 403, admin: 403, staff: 403 },
    sample: async (fx) => body(`/api/events/${await newMeetGreet(fx.app)}/meet-greet/entries`, {}),
  },
  'POST /api/events/:id/meet-greet/give-back': {
    ok: 200,
    sample: async (fx, actor) => {
      const holder = fx.userIds[actor === 'anonymous' ? 'vip' : actor];
      const { eventId } = await wonMeetGreet(fx.app, holder);
      return body(`/api/events/${eventId}/meet-greet/give-back`, {});
    },
  },
  'GET /api/me/meet-greet-passes': { ok: 200, sample: () => get('/api/me/meet-greet-passes') },
  'POST /api/meet-greet/passes/verify': {
    ok: 200,
    sample: async (fx) =>
      body('/api/meet-greet/passes/verify', { code: await newPassCode(fx.app, fx.userIds.vip) }),
  },
  'GET /api/admin/events/:id/meet-greet': {
    ok: 200,
    sample: async (fx) => get(`/api/admin/events/${await newMeetGreet(fx.app)}/meet-greet`),
  },
  'PUT /api/admin/events/:id/meet-greet': {
    ok: 200,
    sample: (fx) =>
      body(`/api/admin/events/${fx.eventId}/meet-greet`, {
        places: 3,
        opensAt: new Date(Date.now() + 3_600_000).toISOString(),
        closesAt: new Date(Date.now() + 7_200_000).toISOString(),
        giveBackUntil: new Date(Date.now() + 10_800_000).toISOString(),
      }),
  },

  // Admin & Artist Tools, straight from the shared feature matrix.
  'GET /api/admin/events': { ok: 200, sample: () => get('/api/admin/events') },
  'POST /api/admin/events': {
    ok: 201,
    sample: () =>
      body('/api/admin/events', {
        title: 'Matrix Gig',
        eventDate: '2030-05-01T20:00:00Z',
        location: 'Berlin',
      }),
  },
  'PATCH /api/admin/events/:id': {
    ok: 200,
    sample: async (fx) => body(`/api/admin/events/${await newEvent(fx.app)}`, { title: 'Renamed' }),
  },
  'DELETE /api/admin/events/:id': {
    ok: 204,
    sample: async (fx) => ({ url: `/api/admin/events/${await newEvent(fx.app)}` }),
  },
  // Cover images take the avatar's multipart PNG; the route writes the row itself.
  'POST /api/admin/events/:id/image': {
    ok: 200,
    sample: async (fx) => ({
      url: `/api/admin/events/${await newEvent(fx.app)}/image`,
      ...multipartFile('file', 'cover.png', 'image/png', fx.avatarPng),
    }),
  },
  'GET /api/admin/content': { ok: 200, sample: () => get('/api/admin/content') },
  'POST /api/admin/content': {
    ok: 201,
    sample: () =>
      body('/api/admin/content', { title: 'Matrix post', body: 'Hello', visibility: 'free' }),
  },
  'PATCH /api/admin/content/:id': {
    ok: 200,
    sample: async (fx) =>
      body(`/api/admin/content/${await newPost(fx.app, fx.userIds.artist)}`, { title: 'Renamed' }),
  },
  'GET /api/admin/translations/event/:id': {
    ok: 200,
    sample: async (fx) => get(`/api/admin/translations/event/${await newEvent(fx.app)}`),
  },
  'PUT /api/admin/translations/event/:id/:locale': {
    ok: 200,
    sample: async (fx) =>
      body(`/api/admin/translations/event/${await newEvent(fx.app)}/ja`, {
        title: 'イベント',
        description: '',
      }),
  },
  'DELETE /api/admin/translations/event/:id/:locale': {
    ok: 204,
    sample: async (fx) => ({
      url: `/api/admin/translations/event/${await newTranslation(fx.app, 'event', await newEvent(fx.app), { title: 'Evento', description: '' })}/es`,
    }),
  },
  'GET /api/admin/translations/post/:id': {
    ok: 200,
    sample: async (fx) =>
      get(`/api/admin/translations/post/${await newPost(fx.app, fx.userIds.artist)}`),
  },
  'PUT /api/admin/translations/post/:id/:locale': {
    ok: 200,
    sample: async (fx) =>
      body(`/api/admin/translations/post/${await newPost(fx.app, fx.userIds.artist)}/ko`, {
        title: '제목',
        body: '본문',
      }),
  },
  'DELETE /api/admin/translations/post/:id/:locale': {
    ok: 204,
    sample: async (fx) => ({
      url: `/api/admin/translations/post/${await newTranslation(fx.app, 'post', await newPost(fx.app, fx.userIds.artist), { title: 'Título', body: 'Cuerpo' })}/es`,
    }),
  },
  'GET /api/admin/translations/product/:id': {
    ok: 200,
    sample: () => get('/api/admin/translations/product/1'),
  },
  'PUT /api/admin/translations/product/:id/:locale': {
    ok: 200,
    sample: () =>
      body('/api/admin/translations/product/2/pt-BR', { name: 'Camiseta', description: '' }),
  },
  'DELETE /api/admin/translations/product/:id/:locale': {
    ok: 204,
    sample: async (fx) => ({
      url: `/api/admin/translations/product/${await newTranslation(fx.app, 'product', '3', { name: 'Producto', description: '' })}/es`,
    }),
  },
  'POST /api/admin/translations/event/:id/fill': {
    ok: 202,
    onlyWith: OPTIONAL_ROUTES_ENV,
    sample: async (fx) => body(`/api/admin/translations/event/${await newEvent(fx.app)}/fill`, {}),
  },
  'POST /api/admin/translations/post/:id/fill': {
    ok: 202,
    onlyWith: OPTIONAL_ROUTES_ENV,
    sample: async (fx) =>
      body(`/api/admin/translations/post/${await newPost(fx.app, fx.userIds.artist)}/fill`, {}),
  },
  'POST /api/admin/translations/product/:id/fill': {
    ok: 202,
    onlyWith: OPTIONAL_ROUTES_ENV,
    sample: () => body('/api/admin/translations/product/1/fill', {}),
  },
  'DELETE /api/admin/content/:id': {
    ok: 204,
    sample: async (fx) => ({
      url: `/api/admin/content/${await newPost(fx.app, fx.userIds.artist)}`,
    }),
  },
  'POST /api/admin/content/:id/image': {
    ok: 200,
    sample: async (fx) => ({
      url: `/api/admin/content/${await newPost(fx.app, fx.userIds.artist)}/image`,
      ...multipartFile('file', 'cover.png', 'image/png', fx.avatarPng),
    }),
  },
  'GET /api/admin/members': { ok: 200, sample: () => get('/api/admin/members?q=example') },
  'GET /api/admin/members/:userId': {
    ok: 200,
    sample: (fx) => get(`/api/admin/members/${fx.userIds.fan}`),
  },
  'GET /api/admin/members/export.csv': {
    ok: 200,
    sample: () => get('/api/admin/members/export.csv?tier=vip'),
  },
  // A role change for the fan: the sharpest privilege escalation there is.
  'PATCH /api/admin/members/:userId': {
    ok: 200,
    sample: (fx) => body(`/api/admin/members/${fx.userIds.fan}`, { role: 'fan' }),
  },
  // Issue 33: member import (admin), the imported member's invitation, gift memberships.
  'POST /api/admin/member-imports/dry-run': {
    ok: 200,
    sample: () =>
      body('/api/admin/member-imports/dry-run', {
        csv: 'email,tier\nnew@example.org,vip',
        months: 3,
      }),
  },
  'POST /api/admin/member-imports': {
    ok: 200,
    sample: () =>
      body('/api/admin/member-imports', {
        csv: `email,tier\nimport-${randomBytes(4).toString('hex')}@example.org,fanplus`,
        months: 1,
      }),
  },
  'POST /api/member-invites/accept': {
    ok: 400,
    sample: () =>
      body('/api/member-invites/accept', {
        token: randomBytes(32).toString('base64url'),
        password: 'a-long-password',
      }),
  },
  'POST /api/gifts': {
    ok: 201,
    sample: () =>
      body('/api/gifts', {
        tier: 'fanplus',
        months: 1,
        recipientEmail: 'friend@example.org',
        fullName: CARD.fullName,
        cardNumber: CARD.cardNumber,
        expDate: CARD.expDate,
        cvc: CARD.cvc,
        zipCode: CARD.zipCode,
      }),
  },
  'GET /api/gifts': { ok: 200, sample: () => get('/api/gifts') },
  // Nobody's gift: an admitted caller learns only that it is not theirs.
  'POST /api/gifts/:giftId/resend': {
    ok: 404,
    sample: () => body('/api/gifts/00000000-0000-4000-8000-000000000000/resend', {}),
  },
  'POST /api/gifts/claim': {
    ok: 400,
    sample: () => body('/api/gifts/claim', { token: randomBytes(32).toString('base64url') }),
  },
  'GET /api/admin/audit': {
    ok: 200,
    sample: () => get('/api/admin/audit?limit=10&action=member.role_changed&targetType=member'),
  },
  'GET /api/admin/orders': { ok: 200, sample: () => get('/api/admin/orders?status=paid') },
  'POST /api/admin/orders/:id/ship': {
    ok: 200,
    sample: async (fx) =>
      body(`/api/admin/orders/${await newOrder(fx.app, fx.userIds.fan)}/ship`, {
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
      }),
  },
  'POST /api/admin/orders/:id/deliver': {
    ok: 200,
    sample: async (fx) =>
      body(`/api/admin/orders/${await newOrder(fx.app, fx.userIds.fan, 'shipped')}/deliver`, {}),
  },

  // Live streams.
  'GET /api/live/active': { ok: 200, sample: () => get('/api/live/active') },
  'GET /api/live/mine': { ok: 200, sample: () => get('/api/live/mine') },
  'POST /api/live/start': {
    ok: 200,
    sample: async (fx, actor) => {
      if (actor !== 'anonymous') await stopStreamsOf(fx.app, fx.userIds[actor]);
      return body('/api/live/start', { title: 'Matrix live' });
    },
  },
  // The artist's own stream: artists may stop their own, admins any; nobody else.
  'POST /api/live/stop': {
    ok: 200,
    sample: async (fx) =>
      body('/api/live/stop', { streamId: await activeStreamOf(fx.app, fx.userIds.artist) }),
  },
  // Scheduled lives (issue 32): every member sees the schedule; the artist and admins make it (an
  // admin may change anyone's, the artist their own); Remind me is for who may watch (Fan+ here).
  'GET /api/live/scheduled': { ok: 200, sample: () => get('/api/live/scheduled?limit=5') },
  'POST /api/live/scheduled': {
    ok: 201,
    sample: () =>
      body('/api/live/scheduled', {
        title: 'Matrix scheduled live',
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        audienceTier: 'vip',
      }),
  },
  'PATCH /api/live/scheduled/:id': {
    ok: 200,
    sample: async (fx) =>
      body(`/api/live/scheduled/${await newScheduledLive(fx.app, fx.userIds.artist)}`, {
        startsAt: new Date(Date.now() + 7_200_000).toISOString(),
      }),
  },
  'POST /api/live/scheduled/:id/cover': {
    ok: 200,
    sample: async (fx) => ({
      url: `/api/live/scheduled/${await newScheduledLive(fx.app, fx.userIds.artist)}/cover`,
      ...multipartFile('file', 'cover.png', 'image/png', fx.avatarPng),
    }),
  },
  'DELETE /api/live/scheduled/:id': {
    ok: 200,
    sample: async (fx) =>
      get(`/api/live/scheduled/${await newScheduledLive(fx.app, fx.userIds.artist)}`),
  },
  'PUT /api/live/scheduled/:id/reminder': {
    ok: { fan: 403, fanplus: 200, vip: 200, artist: 200, admin: 200, staff: 403 },
    sample: async (fx) =>
      body(`/api/live/scheduled/${await newScheduledLive(fx.app, fx.userIds.artist)}/reminder`, {}),
  },
  'DELETE /api/live/scheduled/:id/reminder': {
    ok: 200,
    sample: async (fx) =>
      get(`/api/live/scheduled/${await newScheduledLive(fx.app, fx.userIds.artist)}/reminder`),
  },
  'GET /api/live/scheduled/:id/calendar.ics': {
    ok: 200,
    sample: async (fx) =>
      get(`/api/live/scheduled/${await newScheduledLive(fx.app, fx.userIds.artist)}/calendar.ics`),
  },
  // Viewers of every kind may watch; the origin check is covered in live.test.ts.
  'GET /api/live/ws': {
    ok: 101,
    sample: () => ({ url: '/api/live/ws?clientId=matrix-client-1', websocket: true }),
  },

  // The artist's camera (going live from the phone): admins get the socket too, but it closes
  // at once with 4403 as they do not own the stream (live-camera.test.ts checks the close codes).
  'GET /api/live/:streamId/camera': {
    ok: 101,
    sample: async (fx) => ({
      url: `/api/live/${await activeStreamOf(fx.app, fx.userIds.artist)}/camera?format=webm-vp8`,
      websocket: true,
    }),
  },

  // Live chat and hearts: anyone watching may read, members talk, the artist and admins moderate.
  'GET /api/live/:streamId/chat': {
    ok: 200,
    sample: async (fx) => get(`/api/live/${await activeStreamOf(fx.app, fx.userIds.artist)}/chat`),
  },
  // Streams are for Fan+ and up (the default audience): a free fan may not talk or send hearts.
  'POST /api/live/:streamId/chat': {
    ok: { fan: 403, fanplus: 201, vip: 201, artist: 201, admin: 201, staff: 403 },
    sample: async (fx, actor) =>
      body(`/api/live/${await activeStreamOf(fx.app, fx.userIds.artist)}/chat`, {
        text: `Hi from ${actor}`,
      }),
  },
  'POST /api/live/:streamId/hearts': {
    ok: { fan: 403, fanplus: 202, vip: 202, artist: 202, admin: 202, staff: 403 },
    sample: async (fx) =>
      body(`/api/live/${await activeStreamOf(fx.app, fx.userIds.artist)}/hearts`, {}),
  },
  'DELETE /api/live/:streamId/chat/:messageId': {
    ok: 200,
    sample: async (fx) => {
      const streamId = await activeStreamOf(fx.app, fx.userIds.artist);
      return {
        url: `/api/live/${streamId}/chat/${await newChatMessage(fx.app, streamId, fx.userIds.fan)}`,
      };
    },
  },
  'POST /api/live/:streamId/mutes': {
    ok: 200,
    sample: async (fx) =>
      body(`/api/live/${await activeStreamOf(fx.app, fx.userIds.artist)}/mutes`, {
        userId: fx.userIds.fanplus,
      }),
  },
  'DELETE /api/live/:streamId/mutes/:userId': {
    ok: 200,
    sample: async (fx) => ({
      url: `/api/live/${await activeStreamOf(fx.app, fx.userIds.artist)}/mutes/${fx.userIds.fanplus}`,
    }),
  },

  // Go-live notifications: the key is public; subscriptions belong to the member.
  'GET /api/push/public-key': { ok: 200, sample: () => get('/api/push/public-key') },
  'POST /api/push/subscriptions': {
    ok: 201,
    sample: () => body('/api/push/subscriptions', pushSubscription()),
  },
  'DELETE /api/push/subscriptions': {
    ok: 200,
    sample: async (fx, actor) =>
      body('/api/push/subscriptions', {
        endpoint: await newPushSubscription(
          fx.app,
          fx.userIds[actor === 'anonymous' ? 'fan' : actor],
        ),
      }),
  },

  // The signed playback URL of the active stream: its audience (Fan+ by default) and staff only.
  'GET /api/live/:id/playback': {
    ok: { fan: 403, fanplus: 200, vip: 200, artist: 200, admin: 200, staff: 403 },
    sample: async (fx) =>
      get(`/api/live/${await activeStreamOf(fx.app, fx.userIds.artist)}/playback`),
  },
  // HLS written by the ingest: the signed path token is the credential, so any holder may fetch.
  'GET /live/:id/:token/:file': {
    ok: 200,
    sample: (fx) => {
      const [, , dir, file] = fx.hlsUrl.split('/');
      return get(hlsTokens(fx.app.appSecret).playlistUrl(dir!, file).url);
    },
  },
  // Replays (issue 32, ADR 031): everyone sees the list (locked above their tier, no URL); the
  // signed URL and the timeline only for the replay's tier (Fan+ here) and staff.
  'GET /api/replays': { ok: 200, sample: () => get('/api/replays') },
  'GET /api/replays/:id': {
    ok: { anonymous: 403, fan: 403, fanplus: 200, vip: 200, artist: 200, admin: 200, staff: 403 },
    sample: async (fx) => get(`/api/replays/${await newReplay(fx.app, fx.userIds.artist)}`),
  },
  'GET /api/replays/:id/timeline': {
    ok: { anonymous: 403, fan: 403, fanplus: 200, vip: 200, artist: 200, admin: 200, staff: 403 },
    sample: async (fx) =>
      get(`/api/replays/${await newReplay(fx.app, fx.userIds.artist)}/timeline?from=0&to=60`),
  },
  // The artist and admins (goLive) rename, re-tier, hide, trim and delete.
  'PATCH /api/replays/:id': {
    ok: 200,
    sample: async (fx) =>
      body(`/api/replays/${await newReplay(fx.app, fx.userIds.artist)}`, { title: 'Renamed' }),
  },
  'DELETE /api/replays/:id': {
    ok: 200,
    sample: async (fx) => get(`/api/replays/${await newReplay(fx.app, fx.userIds.artist)}`),
  },
  // Retention and disk used: admins only.
  'GET /api/admin/replays/settings': { ok: 200, sample: () => get('/api/admin/replays/settings') },
  'PUT /api/admin/replays/settings': {
    ok: 200,
    sample: () => body('/api/admin/replays/settings', { retentionDays: null }),
  },
  // A replay's HLS: like live HLS, the signed path token (replay-only) is the credential.
  'GET /replays/:id/:token/:file': {
    ok: 200,
    sample: (fx) => {
      const [, , dir, file] = fx.replayUrl.split('/');
      return get(
        hlsTokens(fx.app.appSecret, { purpose: 'replay', base: '/replays' }).playlistUrl(dir!, file)
          .url,
      );
    },
  },
  // Uploaded images (profile pictures) are public.
  'GET /storage/*': { ok: 200, sample: (fx) => get(fx.storageUrl) },

  // The club (issue 29): the feed and posts.
  // Guests and free fans read the feed too (the artist's posts only, locked above their tier).
  'GET /api/community/feed': { ok: 200, sample: () => get('/api/community/feed') },
  // Fans' posts are a Fan+ perk: a free fan is refused (COMMUNITY_LOCKED) and nothing is written.
  'POST /api/community/posts': {
    ok: { fan: 403, fanplus: 201, vip: 201, artist: 201, admin: 201, staff: 403 },
    sample: (_fx, actor) => body('/api/community/posts', { text: `Matrix post by ${actor}` }),
  },
  // The artist's free post: anyone reads it (fans' posts and tiers: community-posts.test.ts).
  'GET /api/community/posts/:id': {
    ok: 200,
    sample: async (fx) => get(`/api/community/posts/${await newPost(fx.app, fx.userIds.artist)}`),
  },
  // Only the author rewrites a post, staff included: everyone else gets 403 and changes nothing.
  'PATCH /api/community/posts/:id': {
    ok: { fan: 403, fanplus: 200, vip: 403, artist: 403, admin: 403, staff: 403 },
    sample: async (fx) => ({
      url: `/api/community/posts/${await newPost(fx.app, fx.userIds.fanplus)}`,
      payload: { text: 'Edited by its author' },
    }),
  },
  // The author or a moderator (artist, admin) deletes; other members get 403.
  'DELETE /api/community/posts/:id': {
    ok: { fan: 403, fanplus: 200, vip: 403, artist: 200, admin: 200, staff: 403 },
    sample: async (fx) => ({
      url: `/api/community/posts/${await newPost(fx.app, fx.userIds.fanplus)}`,
    }),
  },
  // (end of posts)

  // The club: comments, likes, reports and live updates of a post.
  // The artist's free post: anyone reads its comments (tiers and fans' posts: community-comments.test.ts).
  'GET /api/community/posts/:id/comments': {
    ok: 200,
    sample: async (fx) =>
      get(`/api/community/posts/${await newPost(fx.app, fx.userIds.artist)}/comments`),
  },
  'GET /api/community/comments/:id/replies': {
    ok: 200,
    sample: async (fx) => {
      const postId = await newPost(fx.app, fx.userIds.artist);
      const parent = await newComment(fx.app, postId, fx.userIds.vip);
      await newComment(fx.app, postId, fx.userIds.fanplus, parent);
      return get(`/api/community/comments/${parent}/replies`);
    },
  },
  // Commenting is a Fan+ perk: a free fan gets COMMUNITY_LOCKED and nothing is written. On the
  // caller's own post, so no inbox delivery is queued to land during the next route's probe.
  'POST /api/community/posts/:id/comments': {
    ok: { fan: 403, fanplus: 201, vip: 201, artist: 201, admin: 201, staff: 403 },
    sample: async (fx, actor) =>
      body(
        `/api/community/posts/${await newPost(fx.app, fx.userIds[actor === 'anonymous' ? 'artist' : actor])}/comments`,
        {
          text: `Matrix comment by ${actor}`,
        },
      ),
  },
  // A Fan+ member's comment: its author and the moderators delete it, other members get 403.
  'DELETE /api/community/comments/:id': {
    ok: { fan: 403, fanplus: 200, vip: 403, artist: 200, admin: 200, staff: 403 },
    sample: async (fx) => ({
      url: `/api/community/comments/${await newComment(fx.app, await newPost(fx.app, fx.userIds.artist), fx.userIds.fanplus)}`,
    }),
  },
  // Liking is a Fan+ perk; taking a like back (idempotent, nothing to take) is open to any member.
  'PUT /api/community/posts/:id/like': {
    ok: { fan: 403, fanplus: 200, vip: 200, artist: 200, admin: 200, staff: 403 },
    sample: async (fx, actor) => ({
      url: `/api/community/posts/${await newPost(fx.app, fx.userIds[actor === 'anonymous' ? 'artist' : actor])}/like`,
    }),
  },
  'DELETE /api/community/posts/:id/like': {
    ok: 200,
    sample: async (fx) => ({
      url: `/api/community/posts/${await newPost(fx.app, fx.userIds.artist)}/like`,
    }),
  },
  'PUT /api/community/comments/:id/like': {
    ok: { fan: 403, fanplus: 200, vip: 200, artist: 200, admin: 200, staff: 403 },
    sample: async (fx) => ({
      url: `/api/community/comments/${await newComment(fx.app, await newPost(fx.app, fx.userIds.artist), fx.userIds.vip)}/like`,
    }),
  },
  'DELETE /api/community/comments/:id/like': {
    ok: 200,
    sample: async (fx) => ({
      url: `/api/community/comments/${await newComment(fx.app, await newPost(fx.app, fx.userIds.artist), fx.userIds.vip)}/like`,
    }),
  },
  // Any member who can read the target may report it, once (a repeat is 200).
  'POST /api/community/reports': {
    ok: 201,
    sample: async (fx) =>
      body('/api/community/reports', {
        targetType: 'post',
        targetId: await newPost(fx.app, fx.userIds.artist),
        reason: 'spam',
      }),
  },
  // Server-Sent Events when asked with Accept: text/event-stream (community-comments.test.ts
  // streams it); without that header, as here, the post's counts once, so the request ends.
  'GET /api/community/posts/:id/events': {
    ok: 200,
    sample: async (fx) =>
      get(`/api/community/posts/${await newPost(fx.app, fx.userIds.artist)}/events`),
  },
  // (end of comments)

  // The club: moderation (artist and admin). Each sample acts on rows of its own (a fresh post,
  // comment, member or word), so muting or blocking never changes another route's sample.
  // (Fixtures are imported here, not at the top, so this part stays within its markers.)
  'GET /api/moderation/queue': { ok: 200, sample: () => get('/api/moderation/queue') },
  'POST /api/moderation/posts/:id': {
    ok: 200,
    sample: async (fx) =>
      body(`/api/moderation/posts/${await newPost(fx.app, fx.userIds.fanplus)}`, {
        action: 'hide',
      }),
  },
  'POST /api/moderation/comments/:id': {
    ok: 200,
    sample: async (fx) => {
      const { newModerationComment } = await import('./fixtures');
      const postId = await newPost(fx.app, fx.userIds.artist);
      const commentId = await newModerationComment(fx.app, postId, fx.userIds.vip);
      return body(`/api/moderation/comments/${commentId}`, { action: 'delete' });
    },
  },
  'PATCH /api/moderation/posts/:id/slow-mode': {
    ok: 200,
    sample: async (fx) =>
      body(`/api/moderation/posts/${await newPost(fx.app, fx.userIds.artist)}/slow-mode`, {
        seconds: 30,
      }),
  },
  'GET /api/moderation/sanctions': { ok: 200, sample: () => get('/api/moderation/sanctions') },
  'PUT /api/moderation/sanctions/:userId': {
    ok: 200,
    sample: async (fx) => {
      const { newModerationMember } = await import('./fixtures');
      return body(`/api/moderation/sanctions/${await newModerationMember(fx.app)}`, {
        kind: 'mute',
        hours: 2,
      });
    },
  },
  'DELETE /api/moderation/sanctions/:userId': {
    ok: 200,
    sample: async (fx) => {
      const { newMutedMember } = await import('./fixtures');
      return { url: `/api/moderation/sanctions/${await newMutedMember(fx.app)}` };
    },
  },
  'GET /api/moderation/blocked-words': {
    ok: 200,
    sample: () => get('/api/moderation/blocked-words'),
  },
  'POST /api/moderation/blocked-words': {
    ok: 201,
    sample: () =>
      body('/api/moderation/blocked-words', {
        word: `matrixword${randomBytes(4).toString('hex')}`,
      }),
  },
  'DELETE /api/moderation/blocked-words/:word': {
    ok: 200,
    sample: async (fx) => {
      const { newBlockedWord } = await import('./fixtures');
      return { url: `/api/moderation/blocked-words/${await newBlockedWord(fx.app)}` };
    },
  },
  // (end of moderation)

  // The inbox and notification preferences.
  // Notification preferences (H4): each member's own, the defaults until they save.
  'GET /api/notification-preferences': {
    ok: 200,
    sample: () => get('/api/notification-preferences'),
  },
  'PUT /api/notification-preferences': {
    ok: 200,
    // Imported here so this block stays the only lines of the file H4 touches.
    sample: async () =>
      body(
        '/api/notification-preferences',
        (await import('@fanclub/shared/schemas/community')).DEFAULT_NOTIFICATION_PREFERENCES,
      ),
  },
  // The inbox (H5): each member's own list; an item of someone else's reads as not found.
  'GET /api/inbox': { ok: 200, sample: () => get('/api/inbox') },
  'GET /api/inbox/unread-count': { ok: 200, sample: () => get('/api/inbox/unread-count') },
  'POST /api/inbox/:id/read': {
    ok: 200,
    sample: async (fx, actor) => {
      // An item of the caller's own, written the way the inbox writes them (a domain event).
      const orderId = randomBytes(16).toString('hex');
      await fx.app.domainEvents.emit('order.shipped', {
        orderId,
        userId: fx.userIds[actor === 'anonymous' ? 'fan' : actor],
      });
      const item = await fx.app.db.query.inboxItems.findFirst({
        where: (t, { eq }) => eq(t.groupKey, `order-shipped:${orderId}`),
        columns: { id: true },
      });
      return body(`/api/inbox/${item!.id}/read`, {});
    },
  },
  'POST /api/inbox/read-all': { ok: 200, sample: () => body('/api/inbox/read-all', {}) },
  // (end of inbox)

  // Priority support (issue 30): a member's own conversations; admins answer (answerSupport).
  'GET /api/support/conversations': { ok: 200, sample: () => get('/api/support/conversations') },
  'POST /api/support/conversations': {
    ok: 201,
    sample: () => body('/api/support/conversations', { subject: 'Matrix', body: 'Hello team' }),
  },
  'GET /api/support/conversations/:id': {
    ok: 200,
    sample: async (fx, actor) =>
      get(`/api/support/conversations/${await newSupportConversation(fx, ownerOf(actor))}`),
  },
  'POST /api/support/conversations/:id/messages': {
    ok: 204,
    sample: async (fx, actor) =>
      body(
        `/api/support/conversations/${await newSupportConversation(fx, ownerOf(actor))}/messages`,
        {
          body: 'One more thing',
        },
      ),
  },
  'GET /api/support/conversations/:id/files/:file': {
    ok: 200,
    sample: async (fx, actor) => get(await supportAttachmentUrl(fx, ownerOf(actor))),
  },
  'GET /api/admin/support/conversations': {
    ok: 200,
    sample: () => get('/api/admin/support/conversations'),
  },
  'GET /api/admin/support/conversations/:id': {
    ok: 200,
    sample: async (fx) =>
      get(`/api/admin/support/conversations/${await newSupportConversation(fx, 'fan')}`),
  },
  'POST /api/admin/support/conversations/:id/answers': {
    ok: 204,
    sample: async (fx) =>
      body(`/api/admin/support/conversations/${await newSupportConversation(fx, 'fan')}/answers`, {
        body: 'We are on it',
      }),
  },
  'POST /api/admin/support/conversations/:id/close': {
    ok: 204,
    sample: async (fx) =>
      body(`/api/admin/support/conversations/${await newSupportConversation(fx, 'fan')}/close`, {}),
  },
  // (end of support)
  // Insights (issue 33): figures for a date range, admin and artist (viewInsights).
  'GET /api/admin/insights/members': {
    ok: 200,
    sample: () => get('/api/admin/insights/members?from=2026-01-01&to=2026-03-31'),
  },
  'GET /api/admin/insights/revenue': {
    ok: 200,
    sample: () => get('/api/admin/insights/revenue?from=2026-01-01&to=2026-03-31'),
  },
  'GET /api/admin/insights/engagement': {
    ok: 200,
    sample: () => get('/api/admin/insights/engagement?from=2026-01-01&to=2026-03-31'),
  },
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
