import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { CounterStore } from '../src/lib/counter-store';
import { memoryCounterStore, redisCounterStore } from '../src/lib/counter-store';
import { FREE_TRIES, signInThrottle } from '../src/lib/auth/sign-in-throttle';

/** A throttle on a clock the test moves. */
function clocked(store: CounterStore = memoryCounterStore(() => clock.now)) {
  return signInThrottle(store, () => clock.now);
}
const clock = { now: Date.parse('2026-11-24T04:00:00Z') };
const MINUTE = 60_000;

/** One wrong password: the attempt is let through (null) and fails. */
async function fail(throttle: ReturnType<typeof signInThrottle>, email: string, ip: string) {
  const wait = await throttle.attempt(email, ip);
  if (wait === null) await throttle.recordFailure(email, ip);
  return wait;
}

describe('sign-in throttle (ADR 010)', () => {
  it('after five failures from one address the wait there doubles with every attempt, up to an hour', async () => {
    const throttle = clocked();
    for (let i = 0; i < FREE_TRIES; i += 1)
      expect(await fail(throttle, 'fan@example.com', '203.0.113.1')).toBeNull();
    expect(await throttle.attempt('fan@example.com', '203.0.113.1')).toBe(60);
    // An attempt made while waiting doubled the wait (from the last attempt let through).
    clock.now += MINUTE;
    expect(await throttle.attempt('fan@example.com', '203.0.113.1')).toBe(60);
    // The eighth attempt needs four minutes since the fifth.
    clock.now += 3 * MINUTE;
    expect(await fail(throttle, 'fan@example.com', '203.0.113.1')).toBeNull();
    expect(await throttle.attempt('fan@example.com', '203.0.113.1')).toBe(8 * 60);
    for (let i = 0; i < 10; i += 1) await throttle.attempt('fan@example.com', '203.0.113.1');
    expect(await throttle.attempt('fan@example.com', '203.0.113.1')).toBe(60 * 60);
    clock.now += 61 * MINUTE;
    // After the longest wait there is always another try: nobody is locked out for good.
    expect(await throttle.attempt('fan@example.com', '203.0.113.1')).toBeNull();
  });

  it('an attacker cannot lock the owner out: other addresses keep their tries, and a success starts afresh', async () => {
    const throttle = clocked();
    for (let i = 0; i < 30; i += 1) await fail(throttle, 'admin@example.com', '198.51.100.66');
    expect(await throttle.attempt('admin@example.com', '198.51.100.66')).not.toBeNull();
    expect(await throttle.attempt('admin@example.com', '192.0.2.10')).toBeNull();
    await throttle.recordSuccess('admin@example.com', '192.0.2.10');
    // The owner mistypes a few times at home: still their own five tries.
    for (let i = 0; i < FREE_TRIES; i += 1)
      expect(await fail(throttle, 'admin@example.com', '192.0.2.10')).toBeNull();
  });

  it('a botnet guessing one account from many addresses cuts every address to one try, but the right password first time still opens', async () => {
    const throttle = clocked();
    for (let i = 0; i < 100; i += 1)
      await fail(throttle, 'vip@example.com', `10.50.${Math.floor(i / 250)}.${i % 250}`);
    // A bot address that already failed now waits at once instead of after five.
    expect(await fail(throttle, 'vip@example.com', '10.60.0.1')).toBeNull();
    expect(await throttle.attempt('vip@example.com', '10.60.0.1')).toBe(60);
    // The owner, from an address that has not failed, gets their try.
    expect(await throttle.attempt('vip@example.com', '192.0.2.44')).toBeNull();
  });

  it('counts one e-mail however it is written', async () => {
    const throttle = clocked();
    for (let i = 0; i < FREE_TRIES; i += 1)
      await fail(throttle, i % 2 ? 'Fan@Example.com' : 'fan@example.com', '203.0.113.9');
    expect(await throttle.attempt('FAN@EXAMPLE.COM', '203.0.113.9')).not.toBeNull();
  });

  describe('across processes (real Redis at 127.0.0.1:6379)', () => {
    const redis = new Redis('redis://127.0.0.1:6379', {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
    });
    afterAll(async () => redis.quit());

    it('two processes share the counts, so moving between them does not reset the wait', async () => {
      await redis.connect();
      // A prefix per run, so nothing carries over between runs.
      const prefix = `test:${randomUUID()}:`;
      const one = clocked(redisCounterStore(redis, prefix));
      const two = clocked(redisCounterStore(redis, prefix));
      for (let i = 0; i < FREE_TRIES; i += 1)
        await fail(i % 2 ? one : two, 'fan@example.com', '203.0.113.5');
      expect(await one.attempt('fan@example.com', '203.0.113.5')).not.toBeNull();
      expect(await two.attempt('fan@example.com', '203.0.113.5')).not.toBeNull();
      expect(await two.attempt('fan@example.com', '192.0.2.5')).toBeNull();
    });
  });
});
