import Fastify from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import { join } from 'node:path';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { serverRoot } from './lib/package-root';
import { recordRoutes } from './lib/route-table';
import { requestLogFields } from './lib/log-redaction';
import { ensurePrivateDir } from './lib/private-files';
import { enforceAccess } from './lib/access';
import { errorsPlugin } from './plugins/errors';
import { apiDocsPlugin } from './plugins/api-docs';
import { readCachePlugin } from './plugins/read-cache';
import { cachePolicyPlugin } from './plugins/cache-policy';
import type { ServerTimeouts } from './plugins/deadlines';
import { deadlinesPlugin, SERVER_TIMEOUTS, timeoutOptions } from './plugins/deadlines';
import { inputHygienePlugin } from './plugins/input-hygiene';
import { securityPlugin } from './plugins/security';
import { dbPlugin } from './plugins/db';
import { webPlugin } from './plugins/web';
import { viewerPlugin } from './plugins/viewer';
import { reservedNamesPlugin } from './plugins/reserved-names';
import { redisPlugin } from './plugins/redis';
import { mailPlugin } from './plugins/mail';
import { storagePlugin } from './plugins/storage';
import { csrfPlugin } from './plugins/csrf';
import { rateLimitsPlugin } from './plugins/rate-limits';
import { authPlugin } from './plugins/auth';
import { domainEventsPlugin } from './plugins/domain-events';
import { jobsPlugin } from './plugins/jobs';
import { notificationsPlugin } from './features/notifications/plugin';
import { communityPlugin } from './features/community/plugin';
import { accountsPlugin } from './features/accounts/plugin';
import { memberImportPlugin } from './features/member-import/plugin';
import { giftsPlugin } from './features/gifts/plugin';
import { musicPlugin } from './features/music/plugin';
import { savedCardsSlot } from './lib/saved-cards';
import { offerCodesSlot } from './lib/offer-codes';
import { offersPlugin } from './features/offers/plugin';
import { planEnderSlot } from './lib/plan-ender';
import { billingPlugin } from './features/billing/plugin';
import { livePlugin } from './features/live/plugin';
import { memoryHub, redisHub } from './features/live/hub';
import { sameOriginCheck } from './plugins/csrf';
import { trustedOrigins } from './lib/trusted-origins';
import websocket from '@fastify/websocket';
import { healthRoutes } from './features/health/routes';
import { catalogPlugin } from './features/catalog/plugin';
import { translationsPlugin } from './features/translations/plugin';
import { commercePlugin } from './features/commerce/plugin';
import { doorPlugin } from './features/door/plugin';
import { supportPlugin } from './features/support/plugin';
import { insightsPlugin } from './features/insights/plugin';
import { meetGreetPlugin } from './features/meet-greet/plugin';
import { paymentEventRelay } from './lib/payment-events';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Tests shorten these to see a deadline pass in seconds. */
  timeouts?: Partial<ServerTimeouts>;
}

/** How long another process's catalogue write can take to show here (our own writes show at once). */
const READ_CACHE_TTL_MS = 5_000;

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    // Credentials never reach the logs.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    // Nor do tokens in URLs (reset links, signed media and stream paths).
    serializers: { req: requestLogFields },
  };
}

/**
 * TRUST_PROXY for Fastify. Fastify reads a bare hop count as "trust nobody" (it cannot tell a
 * proxy from a client that forged the header), so the count becomes the rule itself: the socket
 * peer and the next hops-1 entries are proxies; the entry before them is the client.
 */
export function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** Builds the whole app without listening, so tests can `inject()` requests. */
export async function build({ config, database, logger, timeouts }: BuildOptions) {
  const deadlines = { ...SERVER_TIMEOUTS, ...timeouts };
  // Owner-only (0700): the data folder holds the database, mails with reset links and uploads.
  await ensurePrivateDir(config.dataDir);
  const app = Fastify({
    ...timeoutOptions(deadlines),
    logger: logger ?? loggerOptions(config),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1_048_576,
    // In-flight requests finish on close; new ones get 503 while draining.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // The embedded database opens and migrates inside the db plugin: on a busy two-core machine
    // that outlasted Fastify's default 10 s and start-up failed ("Plugin did not start in time").
    pluginTimeout: 60_000,
  });
  // Access first, so the route table records each route's resolved access.
  enforceAccess(app);
  recordRoutes(app);
  // While draining, responses ask keep-alive clients to disconnect, so close() does not wait
  // for their idle sockets to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(deadlinesPlugin, { bodyMs: deadlines.bodyMs });
  // Before compression, so ETags are computed on the plain body.
  await app.register(readCachePlugin, { ttlMs: READ_CACHE_TTL_MS });
  // Per-viewer API answers must never be kept by a CDN or proxy (Cache-Control on every /api answer).
  await app.register(cachePolicyPlugin);
  await app.register(inputHygienePlugin);
  await app.register(securityPlugin, { https: config.isHttps, mediaOrigins: config.mediaOrigins });
  await app.register(dbPlugin, { database, demoMode: config.demoMode });
  await app.register(redisPlugin, { redisUrl: config.redisUrl });
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: join(config.dataDir, 'outbox'),
  });
  await app.register(storagePlugin, { dataDir: config.dataDir, s3: config.s3 });
  await app.register(viewerPlugin);
  await app.register(reservedNamesPlugin);
  // Before every route, so routes naming an abuse limit get it (onRoute).
  await app.register(rateLimitsPlugin, { factor: config.rateLimitFactor });
  // Payment webhooks come from the provider, not a browser; they are verified by signature instead.
  await app.register(csrfPlugin, {
    trustedOrigins: trustedOrigins(config),
    exempt: ['/api/billing/webhooks/'],
  });
  // Before the routes: it describes those registered after it.
  await app.register(apiDocsPlugin);
  await app.register(authPlugin, { config });
  await app.register(domainEventsPlugin);
  await app.register(jobsPlugin);

  await app.register(healthRoutes);
  // A route that does no work, for the API bench's comparison; off (404) unless BENCH_BARE_ROUTE is set.
  if (config.benchBareRoute)
    app.get('/api/bench/bare', { config: { access: 'public' } }, async () => ({ ok: true }));
  await app.register(catalogPlugin, { oembedEndpoint: config.oembedEndpoint });
  await app.register(translationsPlugin, { provider: config.translationProvider });
  const planEnder = planEnderSlot();
  await app.register(accountsPlugin, { config, planEnder });
  await app.register(musicPlugin);
  // Stripe's one webhook (billing) passes order and gift payment events on to the shop and gifts.
  const paymentEvents = paymentEventRelay();
  // Billing lends the shop a member's saved card (their subscription's) the same way.
  const savedCards = savedCardsSlot();
  // Offers lends both checkouts its discount codes the same way.
  const offerCodes = offerCodesSlot();
  await app.register(offersPlugin, { offerCodes });
  await app.register(billingPlugin, { config, paymentEvents, savedCards, offerCodes, planEnder });
  await app.register(commercePlugin, { config, paymentEvents, savedCards, offerCodes });
  await app.register(doorPlugin);
  await app.register(meetGreetPlugin);
  await app.register(memberImportPlugin, { config });
  await app.register(giftsPlugin, { config, paymentEvents });
  // WebSockets (live viewers) carry tiny control messages only.
  await app.register(websocket, { options: { maxPayload: 1024 } });
  await app.register(livePlugin, {
    hub: app.redis ? redisHub(app.redis) : memoryHub(),
    ingest: { ...config.rtmp, host: config.host, scaledOut: app.redis !== null },
    dataDir: config.dataDir,
    allowedOrigin: sameOriginCheck(trustedOrigins(config)),
    socketsPerIp: config.liveSocketsPerIp,
    publicUrl: config.publicUrl,
  });
  await app.register(notificationsPlugin, config.push);
  await app.register(communityPlugin);
  await app.register(supportPlugin);
  await app.register(insightsPlugin);

  await app.register(webPlugin, {
    distDir: config.webDistDir ?? join(serverRoot, '..', 'web', 'dist'),
  });
  return app;
}
