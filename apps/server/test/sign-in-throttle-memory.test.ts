import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CounterStore, MemoryCounterStore } from '../src/lib/counter-store';
import { memoryCounterStore, redisCounterStore } from '../src/lib/counter-store';
import { FREE_TRIES, signInThrottle } from '../src/lib/auth/sign-in-throttle';
import { createTestApp } from './helpers/test-app';
import { testDbKind } from './helpers/test-database';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BLOCKED_FOR = 15 * 60;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A full garbage collection: `--expose-gc` switched on from inside the test worker. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
const heapAfterGc = (gc: () => void) => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

/** A store that notes every write and its time to live, to see what an attempt leaves behind. */
function recording(store: CounterStore) {
  const writes: { key: string; seconds: number }[] = [];
  const wrapped: CounterStore = {
    ...store,
    increment: (key, seconds) => (writes.push({ key, seconds }), store.increment(key, seconds)),
    setJson: (key, value, seconds) => (
      writes.push({ key, seconds }),
      store.setJson(key, value, seconds)
    ),
  };
  return { store: wrapped, writes };
}

/** One attempt with a wrong password: let through (null) and judged a failure, or refused. */
async function fail(throttle: ReturnType<typeof signInThrottle>, email: string, ip: string) {
  const wait = await throttle.attempt(email, ip);
  if (wait === null) await throttle.recordFailure(email, ip);
  return wait;
}

/** Blocks `ip` as a password sprayer: 20 failures at different accounts. */
async function blockAddress(throttle: ReturnType<typeof signInThrottle>, ip: string) {
  for (let i = 0; i < 20; i += 1) await fail(throttle, `spray${i}@example.org`, ip);
  expect(await throttle.attempt('one-more@example.org', ip)).toBe(BLOCKED_FOR);
}

describe('sign-in throttle memory (ADR 010, "What the throttle keeps")', () => {
  it('200,000 attempts at fresh e-mails from a blocked address add no entry and no heap', async () => {
    const gc = collector();
    const store = memoryCounterStore();
    const throttle = signInThrottle(store);
    await blockAddress(throttle, '203.0.113.50');
    const entries = store.size;
    // 20 pairs (count and time of the last failure), 20 accounts, the address.
    expect(entries).toBe(61);
    const heapBefore = heapAfterGc(gc);
    let refused = 0;
    for (let i = 0; i < 200_000; i += 1)
      if ((await throttle.attempt(`victim${i}@example.org`, '203.0.113.50')) === BLOCKED_FOR)
        refused += 1;
    const grownMb = (heapAfterGc(gc) - heapBefore) / 1e6;
    console.info(
      `200,000 blocked attempts: ${store.size} entries (${entries} before), heap +${grownMb.toFixed(2)} MB (heapUsed after global gc)`,
    );
    expect(refused).toBe(200_000);
    expect(store.size).toBe(entries);
    // Before: one 24-hour entry per attempt, +46 MB on the same run.
    expect(grownMb).toBeLessThan(5);
  });

  it('a flood of failures from ever new addresses cannot grow the store past its bound', async () => {
    const store = memoryCounterStore(Date.now, { maxEntries: 10_000 });
    const throttle = signInThrottle(store);
    for (let i = 0; i < 200_000; i += 1)
      await fail(
        throttle,
        `victim${i % 1000}@example.org`,
        `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
      );
    expect(store.size).toBeLessThanOrEqual(10_000);
    // The newest counts are the ones kept; the oldest made room.
    expect(await store.count('signin:ip:10.3.13.63')).toBe(1);
    expect(await store.count('signin:pair:victim999@example.org:10.3.13.63')).toBe(1);
    expect(await store.count('signin:ip:10.0.0.0')).toBe(0);
  });

  it('a successful or not-yet-judged sign-in keeps nothing for 24 hours, and nothing at all once settled', async () => {
    const memory = memoryCounterStore();
    const { store, writes } = recording(memory);
    const throttle = signInThrottle(store);
    expect(await throttle.attempt('fan@example.com', '192.0.2.1')).toBeNull();
    // In flight: one reservation, which lapses within a minute even if never settled.
    expect(writes.map((w) => w.seconds)).toEqual([60]);
    await throttle.recordSuccess('fan@example.com', '192.0.2.1');
    expect(memory.size).toBe(0);
    expect(await throttle.attempt('fan@example.com', '192.0.2.2')).toBeNull();
    await throttle.release('fan@example.com', '192.0.2.2');
    expect(memory.size).toBe(0);
    expect(writes.every((w) => w.seconds <= 60)).toBe(true);
  });

  it('entries expire: a throttled pair is forgotten after 24 hours, swept without being read again', async () => {
    const clock = { now: Date.parse('2026-11-26T12:00:00Z') };
    const store = memoryCounterStore(() => clock.now);
    const throttle = signInThrottle(store, () => clock.now);
    for (let i = 0; i < FREE_TRIES + 3; i += 1)
      await fail(throttle, 'fan@example.com', '192.0.2.9');
    expect(await throttle.attempt('fan@example.com', '192.0.2.9')).toBeGreaterThan(0);
    expect(store.size).toBeGreaterThan(0);
    clock.now += 60 * MINUTE;
    store.sweep();
    // The account's and the address's counts (one hour, 15 minutes) are gone; the pair's are not.
    expect(store.size).toBe(2);
    clock.now += DAY;
    store.sweep();
    expect(store.size).toBe(0);
    expect(await throttle.attempt('fan@example.com', '192.0.2.9')).toBeNull();
  });

  it('the periodic sweep drops expired entries on its own', async () => {
    const clock = { now: 0 };
    const store = memoryCounterStore(() => clock.now, { sweepEveryMs: 20 });
    for (let i = 0; i < 100; i += 1) await store.increment(`k${i}`, 60);
    await store.setJson('kept', 1, 3600);
    clock.now += 61_000;
    await expect.poll(() => store.size, { timeout: 2_000 }).toBe(1);
  });

  it('the periodic sweep does not keep the process alive (unref)', async () => {
    const module = fileURLToPath(new URL('../src/lib/counter-store.ts', import.meta.url));
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { memoryCounterStore } = await import(${JSON.stringify(module)});
         const store = memoryCounterStore(Date.now, { sweepEveryMs: 50 });
         await store.increment('k', 60);`,
      ],
      { stdio: 'ignore' },
    );
    const code = await Promise.race([
      new Promise((resolve) => child.on('exit', resolve)),
      sleep(15_000).then(() => 'still running'),
    ]);
    child.kill();
    expect(code).toBe(0);
  });

  it('keys in Redis all carry a time to live (real Redis at 127.0.0.1:6379)', async () => {
    const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true });
    await redis.connect();
    try {
      const prefix = `test:${randomUUID()}:`;
      const throttle = signInThrottle(redisCounterStore(redis, prefix));
      for (let i = 0; i < FREE_TRIES + 2; i += 1)
        await fail(throttle, 'fan@example.com', '192.0.2.7');
      expect(await throttle.attempt('other@example.com', '192.0.2.7')).toBeNull();
      // A late release of a reservation that has already lapsed must not create a key.
      await throttle.release('nobody@example.com', '192.0.2.7');
      const keys = await redis.keys(`${prefix}*`);
      expect(keys.length).toBeGreaterThanOrEqual(5);
      for (const key of keys) expect(await redis.ttl(key), key).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  });
});

describe('a burst of simultaneous wrong passwords gets no more than the free tries', () => {
  /** `count` guesses at once; each one let through is judged a failure a little later. */
  async function burst(throttle: ReturnType<typeof signInThrottle>, ip: string, count: number) {
    const answers = await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const wait = await throttle.attempt('vip@example.com', ip);
        if (wait === null) {
          await sleep(5 + (i % 7) * 3);
          await throttle.recordFailure('vip@example.com', ip);
        }
        return wait;
      }),
    );
    return answers.filter((a) => a === null).length;
  }

  it('in one process', async () => {
    const throttle = signInThrottle(memoryCounterStore());
    expect(await burst(throttle, '198.51.100.20', 40)).toBe(FREE_TRIES);
    // And a second burst right after: nothing more.
    expect(await burst(throttle, '198.51.100.20', 40)).toBe(0);
  });

  it('across processes sharing Redis (real Redis at 127.0.0.1:6379)', async () => {
    const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true });
    const other = new Redis('redis://127.0.0.1:6379', { lazyConnect: true });
    await Promise.all([redis.connect(), other.connect()]);
    try {
      const prefix = `test:${randomUUID()}:`;
      const one = signInThrottle(redisCounterStore(redis, prefix));
      const two = signInThrottle(redisCounterStore(other, prefix));
      const through = await Promise.all([
        burst(one, '198.51.100.21', 20),
        burst(two, '198.51.100.21', 20),
      ]);
      expect(through[0] + through[1]).toBeLessThanOrEqual(FREE_TRIES);
      expect(through[0] + through[1]).toBeGreaterThan(0);
    } finally {
      await Promise.all([redis.quit(), other.quit()]);
    }
  });
});

describe(`the sign-in route keeps the throttle's memory bounded on ${testDbKind()}`, () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    origin = ctx.config.publicUrl;
  });
  afterAll(async () => ctx?.close());
  const signIn = (email: string, password: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin },
      payload: { email, password },
      remoteAddress,
    });

  it('a blocked address signing in at 200 fresh e-mails gets 429 each time and adds no entry', async () => {
    const counters = ctx.app.counters as MemoryCounterStore;
    for (let i = 0; i < 20; i += 1)
      expect((await signIn(`spray${i}@example.org`, 'guess-guess', '10.77.0.1')).statusCode).toBe(
        401,
      );
    const entries = counters.size;
    for (let i = 0; i < 200; i += 1) {
      const res = await signIn(`victim${i}@example.org`, 'guess-guess', '10.77.0.1');
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(
        'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
      );
    }
    expect(counters.size).toBe(entries);
  });

  it('a burst of simultaneous wrong passwords at one account gets five answers, the rest wait', async () => {
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => signIn('fan@example.com', `wrong-${i}`, '10.77.0.2')),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(FREE_TRIES);
    expect(codes.filter((c) => c === 429)).toHaveLength(15 - FREE_TRIES);
    // The owner, elsewhere, still signs in.
    expect((await signIn('fan@example.com', 'fanclub-demo', '10.77.0.3')).statusCode).toBe(200);
  });
});
