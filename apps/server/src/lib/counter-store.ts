import type { Redis } from 'ioredis';

/**
 * Short-lived counters and small JSON values with a time to live: rate limits and throttles.
 * In-process by default; Redis when REDIS_URL is set, so every app process shares them.
 */
export interface CounterStore {
  /** Adds one and returns the new count; the window starts with the first increment. */
  increment(key: string, windowSeconds: number): Promise<number>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  getJson<T>(key: string): Promise<T | null>;
  setJson(key: string, value: unknown, ttlSeconds: number): Promise<void>;
}

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired entries are also swept now and then, so abandoned keys do not pile up.
  const sweep = setInterval(() => {
    for (const key of entries.keys()) live(key);
  }, 60_000);
  sweep.unref();
  return {
    async increment(key, windowSeconds) {
      const entry = live(key);
      const next = (typeof entry?.value === 'number' ? entry.value : 0) + 1;
      entries.set(key, {
        value: next,
        expiresAt: entry?.expiresAt ?? now() + windowSeconds * 1000,
      });
      return next;
    },
    async count(key) {
      const value = live(key)?.value;
      return typeof value === 'number' ? value : 0;
    },
    async reset(key) {
      entries.delete(key);
    },
    async getJson<T>(key: string) {
      return (live(key)?.value as T | undefined) ?? null;
    },
    async setJson(key, value, ttlSeconds) {
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
    },
  };
}

export function redisCounterStore(redis: Redis, prefix = 'fanclub:'): CounterStore {
  return {
    async increment(key, windowSeconds) {
      const [[, count]] = (await redis
        .multi()
        .incr(prefix + key)
        .expire(prefix + key, windowSeconds, 'NX')
        .exec()) as [[null, number]];
      return count;
    },
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async getJson<T>(key: string) {
      const raw = await redis.get(prefix + key);
      return raw === null ? null : (JSON.parse(raw) as T);
    },
    async setJson(key, value, ttlSeconds) {
      await redis.set(prefix + key, JSON.stringify(value), 'EX', ttlSeconds);
    },
  };
}
