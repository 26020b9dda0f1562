import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { PostUpdate } from '@fanclub/shared/schemas/community';

/**
 * The live channel of open posts: what one process publishes (a new comment, a like count)
 * reaches the open streams of every process. Without Redis it is this process's memory; with
 * Redis every process publishes to one channel and holds one subscription (a duplicate
 * connection, since a subscribed connection can send nothing else), fanning each message out in
 * memory to its own streams of that post. The same idea as live/hub.ts, which features may not import.
 */
export interface PostUpdates {
  publish(update: PostUpdate): Promise<void>;
  /** Resolves once updates of the post reach `listener` (with Redis: once subscribed); returns the unsubscribe. */
  subscribe(postId: string, listener: (update: PostUpdate) => void): Promise<() => void>;
  close(): Promise<void>;
}

const CHANNEL = 'fanclub:community:post-updates';

type Log = { warn(obj: object, msg: string): void };

/** Listeners per post in this process. */
function localFanOut() {
  const bus = new EventEmitter();
  // One listener per open stream of a post; thousands of readers of one post are normal.
  bus.setMaxListeners(0);
  return {
    emit: (update: PostUpdate) => bus.emit(update.postId, update),
    add(postId: string, listener: (update: PostUpdate) => void) {
      bus.on(postId, listener);
      return () => void bus.off(postId, listener);
    },
    clear: () => bus.removeAllListeners(),
  };
}

export function memoryPostUpdates(): PostUpdates {
  const local = localFanOut();
  return {
    async publish(update) {
      local.emit(update);
    },
    async subscribe(postId, listener) {
      return local.add(postId, listener);
    },
    async close() {
      local.clear();
    },
  };
}

export function redisPostUpdates(redis: Redis, log: Log): PostUpdates {
  const local = localFanOut();
  const subscriber = redis.duplicate();
  // Redis going away is reported on the main client; ioredis resubscribes when it is back.
  subscriber.on('error', () => {});
  subscriber.on('message', (_channel: string, raw: string) => {
    try {
      local.emit(JSON.parse(raw) as PostUpdate);
    } catch (err) {
      log.warn({ err }, 'unreadable post update');
    }
  });
  let subscribed: Promise<unknown> | null = null;
  // Lazily, once: a process nobody reads a post on never holds a second connection.
  const ensureSubscribed = () => {
    subscribed ??= subscriber
      .connect()
      .then(() => subscriber.subscribe(CHANNEL))
      .catch((err: unknown) => {
        subscribed = null;
        throw err;
      });
    return subscribed;
  };
  return {
    async publish(update) {
      try {
        await redis.publish(CHANNEL, JSON.stringify(update));
      } catch (err) {
        // Redis is away: this process's readers still hear it; the others catch up on reload.
        log.warn({ err: (err as Error).message }, 'post update not published to redis');
        local.emit(update);
      }
    },
    async subscribe(postId, listener) {
      const off = local.add(postId, listener);
      try {
        await ensureSubscribed();
      } catch (err) {
        // Other processes' updates stay away until Redis is back; this one's are not published
        // locally either (publish went to Redis), so the reader is told to reconnect instead.
        off();
        throw err;
      }
      return off;
    },
    async close() {
      local.clear();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
