import { lookup } from 'node:dns/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';
import { client, signIn } from './helpers/session';
import { browserKeys, decryptPush, startPushReceiver, verifyVapid } from './helpers/push-receiver';
import { pushSubscriptions } from '../src/db/schema/live';
import { appMeta } from '../src/db/schema/meta';
import { notificationsRepository } from '../src/features/notifications/repository';
import { resolveVapidKeys } from '../src/features/notifications/service';
import { ConfigError, loadConfig } from '../src/config';
import webpush from 'web-push';

type Caller = ReturnType<typeof client>;

describe(`go-live Web Push on ${testDbKind()} (a local receiver stands in for the browser vendor's push service)`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
  const as: Record<string, Caller> = {};
  const subscribe = (who: Caller, endpoint: string, keys = browserKeys().json) =>
    who.post('/api/push/subscriptions', { endpoint, expirationTime: null, keys });
  const unsubscribe = (who: Caller, endpoint: string) =>
    who.inject({ method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint } });
  const storedEndpoints = async () =>
    (await ctx.app.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions)).map(
      (r) => r.endpoint,
    );
  async function goLive(title: string) {
    const started = await as.artist!.post('/api/live/start', { title });
    expect(started.statusCode, started.body).toBe(200);
    return started.json().id as string;
  }
  const stop = (streamId: string) => as.artist!.post('/api/live/stop', { streamId });

  beforeAll(async () => {
    receiver = await startPushReceiver((path) =>
      path.startsWith('/push/gone') ? 410 : path.startsWith('/push/missing') ? 404 : 201,
    );
    ctx = await createTestApp({ PUSH_ALLOW_LOOPBACK: 'true' });
    const origin = ctx.config.publicUrl;
    as.anonymous = client(ctx.app, origin);
    let ip = 1;
    for (const name of ['fan', 'vip', 'fanplus', 'artist'])
      as[name] = await signIn(
        ctx.app,
        origin,
        `${name}@example.com`,
        'fanclub-demo',
        `10.77.0.${ip++}`,
      );
  });
  afterAll(async () => {
    await ctx?.close();
    await receiver?.close();
  });

  it('generates one VAPID key pair at first start, keeps it in the database and hands out the public half', async () => {
    const first = await as.anonymous!.get('/api/push/public-key');
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(publicKey, 'base64url')[0]).toBe(0x04); // an uncompressed P-256 point
    const [stored] = await ctx.app.db.select().from(appMeta).where(eq(appMeta.key, 'vapid_keys'));
    expect(JSON.parse(stored!.value).publicKey).toBe(publicKey);
    expect(first.body).not.toContain(JSON.parse(stored!.value).privateKey);
    // Processes starting together all settle on the stored pair.
    const repo = notificationsRepository(ctx.app.db);
    const racing = await Promise.all(
      Array.from({ length: 4 }, () => resolveVapidKeys(repo, undefined)),
    );
    expect(new Set(racing.map((k) => k.publicKey))).toEqual(new Set([publicKey]));
  });

  it('lets only signed-in members subscribe, and refuses malformed subscriptions with 400', async () => {
    expect((await subscribe(as.anonymous!, receiver.url('/push/anon'))).statusCode).toBe(401);
    expect((await unsubscribe(as.anonymous!, receiver.url('/push/anon'))).statusCode).toBe(401);
    const good = browserKeys().json;
    const bad: [string, object][] = [
      ['no keys', { endpoint: receiver.url('/push/x') }],
      ['not a URL', { endpoint: 'nope', keys: good }],
      [
        'short p256dh',
        { endpoint: receiver.url('/push/x'), keys: { ...good, p256dh: good.p256dh.slice(0, 40) } },
      ],
      [
        'long auth',
        { endpoint: receiver.url('/push/x'), keys: { ...good, auth: `${good.auth}AAAA` } },
      ],
      ['plain http to a remote host', { endpoint: 'http://push.example.com/x', keys: good }],
      ['https to a private address', { endpoint: 'https://10.1.2.3/x', keys: good }],
      ['not a web URL', { endpoint: 'ftp://push.example.com/x', keys: good }],
    ];
    for (const [label, body] of bad) {
      const res = await as.fan!.post('/api/push/subscriptions', body);
      expect(res.statusCode, label).toBe(400);
      expect(res.json().message, label).toBeTruthy();
    }
    expect(
      (await as.fan!.inject({ method: 'DELETE', url: '/api/push/subscriptions', payload: {} }))
        .statusCode,
    ).toBe(400);
    expect(await storedEndpoints()).toEqual([]);
  });

  it('delivers "{artist} is live: {title}" to every subscribed member who may watch, encrypted for their keys and VAPID-signed', async () => {
    const fanKeys = browserKeys();
    const vipKeys = browserKeys();
    // Issue 29: the go-live goes to those who may watch (Fan+ and up, staff), through the inbox.
    expect((await subscribe(as.fanplus!, receiver.url('/push/abc'), fanKeys.json)).statusCode).toBe(
      201,
    );
    // A free fan cannot watch a live stream, so is not called to one.
    expect((await subscribe(as.fan!, receiver.url('/push/free'))).statusCode).toBe(201);
    expect((await subscribe(as.vip!, receiver.url('/push/vip'), vipKeys.json)).statusCode).toBe(
      201,
    );
    // The artist's own device is not told that they went live.
    expect((await subscribe(as.artist!, receiver.url('/push/artist'))).statusCode).toBe(201);
    const { publicKey } = (await as.anonymous!.get('/api/push/public-key')).json();

    const streamId = await goLive('Late Bloom listening session');
    await expect
      .poll(() => receiver.to('/push/abc').length + receiver.to('/push/vip').length, {
        timeout: 15_000,
      })
      .toBe(2);
    for (const [path, keys] of [
      ['/push/abc', fanKeys],
      ['/push/vip', vipKeys],
    ] as const) {
      const push = receiver.to(path)[0]!;
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push.headers.ttl)).toBeGreaterThan(0);
      const vapid = verifyVapid(push.headers.authorization);
      expect(vapid.publicKey).toBe(publicKey);
      expect(vapid.claims.aud).toBe(new URL(receiver.url('/')).origin);
      expect(vapid.claims.sub).toMatch(/^(mailto:|https:)/);
      const message = JSON.parse(decryptPush(push.body, keys.ecdh, keys.auth));
      expect(message).toMatchObject({
        title: 'Aria Monroe is live: Late Bloom listening session',
        url: '/media-hub/live',
      });
    }
    // Another fan's keys cannot read it.
    expect(() =>
      decryptPush(receiver.to('/push/abc')[0]!.body, vipKeys.ecdh, vipKeys.auth),
    ).toThrow();
    expect(receiver.to('/push/artist')).toHaveLength(0);
    await ctx.app.jobs.settled();
    expect(receiver.to('/push/free')).toHaveLength(0);
    expect((await stop(streamId)).statusCode).toBe(200);
  });

  it('skips members who switched notifications off, and removes subscriptions the push service says are gone (404/410)', async () => {
    expect((await subscribe(as.fanplus!, receiver.url('/push/gone-1'))).statusCode).toBe(201);
    expect((await subscribe(as.fanplus!, receiver.url('/push/missing-1'))).statusCode).toBe(201);
    expect(
      (await as.vip!.patch('/api/me', { preferences: { notifications: false } })).statusCode,
    ).toBe(200);
    const before = receiver.received.length;

    const streamId = await goLive('Second set');
    await expect
      .poll(storedEndpoints, { timeout: 15_000 })
      .not.toContain(receiver.url('/push/gone-1'));
    await expect
      .poll(storedEndpoints, { timeout: 15_000 })
      .not.toContain(receiver.url('/push/missing-1'));
    await expect.poll(() => receiver.to('/push/abc').length, { timeout: 15_000 }).toBe(2);
    expect(
      receiver.received
        .slice(before)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/push/abc', '/push/gone-1', '/push/missing-1']);
    expect(await storedEndpoints()).toContain(receiver.url('/push/vip')); // switched off, but still subscribed
    expect((await stop(streamId)).statusCode).toBe(200);
    expect(
      (await as.vip!.patch('/api/me', { preferences: { notifications: true } })).statusCode,
    ).toBe(200);
  });

  it('never holds up the start request: the stream is live while the push service has not answered yet', async () => {
    const release = receiver.hold();
    const before = receiver.to('/push/abc').length;
    try {
      const streamId = await goLive('Slow push service');
      expect((await as.anonymous!.get('/api/live/active')).json().stream.id).toBe(streamId);
      await expect
        .poll(() => receiver.to('/push/abc').length, { timeout: 15_000 })
        .toBe(before + 1);
      release();
      expect((await stop(streamId)).statusCode).toBe(200);
    } finally {
      release();
    }
  });

  it('lets a member remove only their own subscription', async () => {
    const vipEndpoint = receiver.url('/push/vip');
    expect((await unsubscribe(as.fan!, vipEndpoint)).statusCode).toBe(404);
    expect(await storedEndpoints()).toContain(vipEndpoint);
    expect((await unsubscribe(as.vip!, vipEndpoint)).statusCode).toBe(200);
    expect(await storedEndpoints()).not.toContain(vipEndpoint);
    expect((await unsubscribe(as.vip!, vipEndpoint)).statusCode).toBe(404);
  });
});

// A name this machine resolves to loopback through /etc/hosts (its own host name, usually).
const loopbackName = hostname();
const nameIsLoopback = await lookup(loopbackName, { all: true }).then(
  (found) =>
    found.length > 0 && found.every((a) => a.address.startsWith('127.') || a.address === '::1'),
  () => false,
);

describe(`push endpoints are judged by the address connected to, not the URL's text, on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let fan: Caller;
  // Stands in for anything listening inside the network: counts every TCP connection made to it.
  const listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  let connections = 0;
  let port: number;
  const subscribe = (endpoint: string) =>
    fan.post('/api/push/subscriptions', {
      endpoint,
      expirationTime: null,
      keys: browserKeys().json,
    });

  beforeAll(async () => {
    // PUSH_ALLOW_LOOPBACK is off here, as in production.
    ctx = await createTestApp();
    // A member who may watch (Fan+), so the go-live below does try to reach their browsers.
    fan = await signIn(
      ctx.app,
      ctx.config.publicUrl,
      'fanplus@example.com',
      'fanclub-demo',
      '10.78.0.1',
    );
    await new Promise<void>((resolve) =>
      listener.listen({ port: 0, host: '::', ipv6Only: false }, resolve),
    );
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await ctx?.close();
    listener.close();
  });

  it.each([
    ['IPv4-mapped loopback, hex form', 'https://[::ffff:7f00:1]/push/x'],
    ['IPv4-mapped loopback, dotted form', 'https://[::ffff:127.0.0.1]/push/x'],
    ['the unspecified IPv6 address', 'https://[::]/push/x'],
    ['the unspecified IPv4 address', 'https://0.0.0.0/push/x'],
    ['CGNAT', 'https://100.64.0.7/push/x'],
    ['cloud metadata (link-local)', 'https://169.254.169.254/latest'],
    ['IPv6 link-local', 'https://[fe80::1]/push/x'],
    ['IPv6 unique local', 'https://[fd12:3456::1]/push/x'],
    ['multicast', 'https://224.0.0.1/push/x'],
    ['NAT64 of loopback', 'https://[64:ff9b::7f00:1]/push/x'],
    ['6to4 of a private address', 'https://[2002:c0a8:101::1]/push/x'],
    ['localhost with a trailing dot', 'https://localhost./push/x'],
  ])('refuses a subscription to %s', async (_name, endpoint) => {
    const res = await subscribe(endpoint);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The push endpoint must be a public push service.');
  });

  it.skipIf(!nameIsLoopback)(
    `refuses a host name that resolves to loopback (${loopbackName})`,
    async () => {
      const res = await subscribe(`https://${loopbackName}:${port}/push/x`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The push endpoint must be a public push service.');
    },
  );

  it('never connects to a non-public address at send time, even for a stored endpoint (DNS changed since it was checked)', async () => {
    const userId = (await fan.get('/api/me')).json().user.id as string;
    const endpoints = [
      `https://[::ffff:7f00:1]:${port}/push/a`,
      `https://[::]:${port}/push/b`,
      `http://127.0.0.1:${port}/push/c`,
    ];
    if (nameIsLoopback) endpoints.push(`https://${loopbackName}:${port}/push/d`);
    const keys = browserKeys().json;
    await ctx.app.db
      .insert(pushSubscriptions)
      .values(
        endpoints.map((endpoint) => ({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })),
      );
    await ctx.app.domainEvents.emit('live.started', {
      streamId: 'rebinding-check',
      userId: 'someone-else',
      title: 'Rebinding',
    });
    // The push goes through the queue: wait until it has been tried.
    await ctx.app.jobs.settled();
    expect(connections).toBe(0);
  });
});

describe(`VAPID keys from the environment on ${testDbKind()}`, () => {
  it('uses a configured key pair instead of generating one, and refuses half a pair', async () => {
    const keys = webpush.generateVAPIDKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: keys.privateKey }),
    ).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ PUBLIC_URL: 'https://fans.example.com' }).push.vapidSubject).toBe(
      'https://fans.example.com',
    );
    expect(loadConfig({}).push.vapidSubject).toBe('mailto:no-reply@fanclub.local');

    const ctx = await createTestApp({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.com',
    });
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/push/public-key' })).json()).toEqual(
        { publicKey: keys.publicKey },
      );
      expect(await ctx.app.db.select().from(appMeta).where(eq(appMeta.key, 'vapid_keys'))).toEqual(
        [],
      );
    } finally {
      await ctx.close();
    }
  });
});
