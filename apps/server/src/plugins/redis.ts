import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { CounterStore } from '../lib/counter-store';
import { memoryCounterStore } from '../lib/counter-store';
import { fallbackCounterStore } from '../lib/fallback-counter-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null in the single-process default (no REDIS_URL). */
    redis: Redis | null;
    counters: CounterStore;
  }
}

/** Shared short-lived state: Redis when configured (scaled out), otherwise this process's memory. */
export const redisPlugin = fp<{ redisUrl?: string }>(
  async (app, { redisUrl }) => {
    if (!redisUrl) {
      app.decorate('redis', null);
      app.decorate('counters', memoryCounterStore());
      return;
    }
    // Fail fast while Redis is away instead of queueing requests behind it.
    const redis = new Redis(redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'redis error'));
    await redis.connect();
    app.decorate('redis', redis);
    app.decorate(
      'counters',
      fallbackCounterStore(redis, (err) =>
        app.log.warn({ err: (err as Error).message }, 'redis unavailable: counting in memory'),
      ),
    );
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
