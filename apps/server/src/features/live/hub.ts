import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/**
 * Who is watching which stream, and a message bus between server processes. In one process it
 * is all memory; with Redis each process keeps its own viewers in a set that expires unless
 * refreshed, the count is the union of those sets, and messages go over pub/sub.
 */
export interface LiveHub {
  join(streamId: string, viewerKey: string): Promise<void>;
  leave(streamId: string, viewerKey: string): Promise<void>;
  /** Distinct viewers of the stream across every process. */
  count(streamId: string): Promise<number>;
  /** Keeps this process's presence alive (called on a timer). */
  refresh(): Promise<void>;
  publish(message: object): Promise<void>;
  onMessage(handler: (message: object) => void): void;
  close(): Promise<void>;
}

/** viewerKey -> number of this process's sockets for it, per stream. */
class LocalPresence {
  readonly streams = new Map<string, Map<string, number>>();
  add(streamId: string, key: string): boolean {
    const viewers = this.streams.get(streamId) ?? new Map<string, number>();
    this.streams.set(streamId, viewers);
    const n = (viewers.get(key) ?? 0) + 1;
    viewers.set(key, n);
    return n === 1;
  }
  remove(streamId: string, key: string): boolean {
    const viewers = this.streams.get(streamId);
    const n = (viewers?.get(key) ?? 0) - 1;
    if (!viewers) return false;
    if (n > 0) {
      viewers.set(key, n);
      return false;
    }
    viewers.delete(key);
    if (viewers.size === 0) this.streams.delete(streamId);
    return true;
  }
}

export function memoryHub(): LiveHub {
  const local = new LocalPresence();
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  return {
    async join(streamId, key) {
      local.add(streamId, key);
    },
    async leave(streamId, key) {
      local.remove(streamId, key);
    },
    async count(streamId) {
      return local.streams.get(streamId)?.size ?? 0;
    },
    async refresh() {},
    async publish(message) {
      bus.emit('message', message);
    },
    onMessage(handler) {
      bus.on('message', handler);
    },
    async close() {
      bus.removeAllListeners();
    },
  };
}

const PRESENCE_TTL_SECONDS = 60;
const CHANNEL = 'fanclub:live';

export function redisHub(redis: Redis): LiveHub {
  const processId = randomUUID();
  const local = new LocalPresence();
  const subscriber = redis.duplicate();
  // Redis going away is reported on the main client; ioredis resubscribes when it is back.
  subscriber.on('error', () => {});
  const handlers: ((message: object) => void)[] = [];
  const procsKey = (streamId: string) => `fanclub:live:${streamId}:procs`;
  const setKey = (streamId: string, proc: string = processId) =>
    `fanclub:live:${streamId}:v:${proc}`;
  let subscribed: Promise<unknown> | null = null;

  const ensureSubscribed = () => {
    subscribed ??= subscriber
      .connect()
      .then(() => subscriber.subscribe(CHANNEL))
      .then(() =>
        subscriber.on('message', (_channel: string, raw: string) => {
          const message = JSON.parse(raw) as object;
          for (const handler of handlers) handler(message);
        }),
      );
    return subscribed;
  };

  return {
    async join(streamId, key) {
      if (!local.add(streamId, key)) return;
      await redis
        .multi()
        .sadd(setKey(streamId), key)
        .expire(setKey(streamId), PRESENCE_TTL_SECONDS)
        .sadd(procsKey(streamId), processId)
        .expire(procsKey(streamId), PRESENCE_TTL_SECONDS)
        .exec();
    },
    async leave(streamId, key) {
      if (local.remove(streamId, key)) await redis.srem(setKey(streamId), key);
    },
    async count(streamId) {
      const procs = await redis.smembers(procsKey(streamId));
      if (procs.length === 0) return 0;
      // A process that died stops refreshing; its set expires and drops out of the union.
      return (await redis.sunion(...procs.map((p) => setKey(streamId, p)))).length;
    },
    async refresh() {
      const pipeline = redis.multi();
      for (const [streamId, viewers] of local.streams) {
        pipeline
          .sadd(setKey(streamId), ...viewers.keys())
          .expire(setKey(streamId), PRESENCE_TTL_SECONDS);
        pipeline
          .sadd(procsKey(streamId), processId)
          .expire(procsKey(streamId), PRESENCE_TTL_SECONDS);
      }
      await pipeline.exec();
    },
    async publish(message) {
      await redis.publish(CHANNEL, JSON.stringify(message));
    },
    onMessage(handler) {
      handlers.push(handler);
      // A failed first subscribe must not become an unhandled rejection (that stops the server).
      ensureSubscribed().catch(() => {});
    },
    async close() {
      for (const [streamId] of local.streams) await redis.del(setKey(streamId)).catch(() => {});
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
