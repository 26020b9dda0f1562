import type { Redis } from 'ioredis';
import type { CounterStore } from './counter-store';
import { memoryCounterStore, redisCounterStore } from './counter-store';
import { isServiceUnavailable } from './unavailable';

/**
 * Redis counters that fall back to this process's memory while Redis is unreachable.
 *
 * The counters are rate limits and sign-in throttles: short-lived, nothing durable. During an
 * outage each process keeps limiting on its own (a looser limit, never none), instead of every
 * sign-in failing with 503 because its throttle cannot be read. When Redis is back, counting
 * continues there; what was counted in memory meanwhile simply expires.
 */
export function fallbackCounterStore(
  redis: Redis,
  onFallback: (error: unknown) => void,
): CounterStore {
  const primary = redisCounterStore(redis);
  const memory = memoryCounterStore();
  async function run<T>(op: (store: CounterStore) => Promise<T>): Promise<T> {
    // Not connected: do not even try (ioredis would refuse at once anyway, offline queue off).
    if (redis.status !== 'ready') return op(memory);
    try {
      return await op(primary);
    } catch (error) {
      if (!isServiceUnavailable(error)) throw error;
      onFallback(error);
      return op(memory);
    }
  }
  return {
    increment: (key, windowSeconds) => run((s) => s.increment(key, windowSeconds)),
    decrement: (key) => run((s) => s.decrement(key)),
    count: (key) => run((s) => s.count(key)),
    reset: (key) => run((s) => s.reset(key)),
    getJson: <T>(key: string) => run((s) => s.getJson<T>(key)),
    setJson: (key, value, ttlSeconds) => run((s) => s.setJson(key, value, ttlSeconds)),
  };
}
