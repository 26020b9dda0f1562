import type { Redis } from 'ioredis';

/**
 * Short-lived counters and small JSON values with a time to live: rate limits and throttles.
 * In-process by default; Redis when REDIS_URL is set, so every app process shares them.
 */
export interface CounterStore {
  /** Adds one and returns the new count; the window starts with the first increment. */
  increment(key: string, windowSeconds: number): Promise<number>;
  /**
   * Takes one off a live count (its window unchanged); at zero the key is removed. A missing or
   * expired key stays missing, so a late release never leaves a key without an expiry behind.
   */
  decrement(key: string): Promise<void>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  getJson<T>(key: string): Promise<T | null>;
  setJson(key: string, value: unknown, ttlSeconds: number): Promise<void>;
}

/** Entries one process keeps at most (a few hundred bytes each with their keys: about 28 MB). */
export const MEMORY_COUNTER_MAX_ENTRIES = 100_000;
const SWEEP_EVERY_MS = 60_000;

export interface MemoryCounterStore extends CounterStore {
  /** Entries held now, expired ones not yet swept included. */
  readonly size: number;
  /** Drops every expired entry (also done every minute, and when the store is full). */
  sweep(): void;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

function sweepExpired(entries: Map<string, Entry>, now: number) {
  for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
}

/**
 * This process's counters. Bounded: every entry expires, expired ones are swept every minute,
 * and at `maxEntries` the oldest entries (by when their key was first written, so nearly by
 * expiry) make room, so no flood of distinct keys can grow the heap without end. What a full
 * store forgets is the oldest counts; ADR 010 says why that is acceptable for the throttles.
 */
export function memoryCounterStore(
  now: () => number = Date.now,
  { maxEntries = MEMORY_COUNTER_MAX_ENTRIES, sweepEveryMs = SWEEP_EVERY_MS } = {},
): MemoryCounterStore {
  const entries = new Map<string, Entry>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  let lastFullSweep = -Infinity;
  /** Writes a key, first making room if it is new and the store is full. */
  const put = (key: string, entry: Entry) => {
    if (!entries.has(key) && entries.size >= maxEntries) {
      // Expired entries go first (a full sweep at most once a second, so a flood stays cheap);
      // then the oldest, a hundredth of the store at a time.
      if (now() - lastFullSweep >= 1000) {
        lastFullSweep = now();
        sweepExpired(entries, now());
      }
      if (entries.size >= maxEntries) {
        let evict = Math.max(1, Math.ceil(maxEntries / 100));
        for (const oldest of entries.keys()) {
          entries.delete(oldest);
          if ((evict -= 1) === 0) break;
        }
      }
    }
    entries.set(key, entry);
  };
  // The sweep holds the map only weakly: a store nobody uses any more (a closed app) is
  // collected, and its timer stops. unref: the sweep never keeps the process alive.
  const weak = new WeakRef(entries);
  const timer = setInterval(() => {
    const map = weak.deref();
    if (map) sweepExpired(map, now());
    else clearInterval(timer);
  }, sweepEveryMs);
  timer.unref();
  return {
    get size() {
      return entries.size;
    },
    sweep: () => sweepExpired(entries, now()),
    async increment(key, windowSeconds) {
      const entry = live(key);
      const next = (typeof entry?.value === 'number' ? entry.value : 0) + 1;
      if (entry) entry.value = next;
      else put(key, { value: next, expiresAt: now() + windowSeconds * 1000 });
      return next;
    },
    async decrement(key) {
      const entry = live(key);
      if (!entry || typeof entry.value !== 'number') return;
      if (entry.value > 1) entry.value -= 1;
      else entries.delete(key);
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
      const entry = live(key);
      if (entry) Object.assign(entry, { value, expiresAt: now() + ttlSeconds * 1000 });
      else put(key, { value, expiresAt: now() + ttlSeconds * 1000 });
    },
  };
}

/** DECR keeps the key's expiry; a missing key is left missing (DECR alone would create it, without one). */
const DECREMENT_LIVE = `if redis.call('exists', KEYS[1]) == 0 then return 0 end
if redis.call('decr', KEYS[1]) <= 0 then redis.call('del', KEYS[1]) end
return 0`;

/** Redis keeps the counts; every key is written with an expiry (INCR + EXPIRE NX, SET EX). */
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
    async decrement(key) {
      await redis.eval(DECREMENT_LIVE, 1, prefix + key);
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
