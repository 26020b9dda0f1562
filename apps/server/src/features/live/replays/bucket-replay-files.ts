import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../../plugins/storage';
import type { ReplayFiles } from './replay-files';

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const SEGMENT_TYPE = 'video/mp2t';
const ATTEMPTS = 3;
/** Objects deleted at once when a replay goes (an hour is 3,600 segments). */
const DELETE_CONCURRENCY = 8;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Replays in the S3 bucket (under private/replays/<streamId>/), uploaded as segments finish: each
 * stream has one queue, so the bucket's playlist never lists a segment it does not hold yet, and
 * a crashed process loses only the segments still in its local folder. The local copy goes once
 * uploaded; playlists are written to the bucket only, so every process serves the same replay.
 */
export function bucketReplayFiles(
  storage: Storage,
  localRoot: string,
  log: FastifyBaseLogger,
): ReplayFiles {
  const key = (streamId: string, name: string) => `replays/${streamId}/${name}`;
  const dirOf = (streamId: string) => join(localRoot, streamId);
  const queues = new Map<string, Promise<void>>();
  /** Bytes uploaded per stream (by this process), for the size shown to admins. */
  const uploaded = new Map<string, Map<string, number>>();

  const withRetries = async (what: () => Promise<void>) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await what();
      } catch (err) {
        if (attempt >= ATTEMPTS) throw err;
        await sleep(500 * attempt);
      }
    }
  };
  /** Runs `task` after everything queued for the stream; a failure is logged, the queue goes on. */
  const enqueue = (streamId: string, task: () => Promise<void>) => {
    const next = (queues.get(streamId) ?? Promise.resolve())
      .then(() => withRetries(task))
      .catch((err: unknown) => log.error({ err, streamId }, 'replay upload failed'));
    queues.set(streamId, next);
    return next;
  };

  return {
    kind: 's3',
    dirOf,
    async keepSegment(streamId, name) {
      void enqueue(streamId, async () => {
        const path = join(dirOf(streamId), name);
        const data = await readFile(path);
        await storage.putPrivate(key(streamId, name), data, SEGMENT_TYPE);
        const sizes = uploaded.get(streamId) ?? new Map<string, number>();
        uploaded.set(streamId, sizes.set(name, data.length));
        await rm(path, { force: true });
      });
    },
    async writePlaylist(streamId, name, text) {
      // Queued behind the segments it lists; `flush` waits for it.
      void enqueue(streamId, () =>
        storage.putPrivate(key(streamId, name), Buffer.from(text), PLAYLIST_TYPE),
      );
    },
    async readPlaylist(streamId, name) {
      return (await storage.getPrivate(key(streamId, name)))?.toString('utf8') ?? '';
    },
    async open(streamId, name) {
      const body = await storage.getPrivate(key(streamId, name));
      return body && { size: body.length, body };
    },
    async sizeOf(streamId, names) {
      // Asked once, when the replay is made: the counts are not kept after.
      const sizes = uploaded.get(streamId);
      uploaded.delete(streamId);
      return names.reduce((total, name) => total + (sizes?.get(name) ?? 0), 0);
    },
    async flush(streamId) {
      await queues.get(streamId);
    },
    async remove(streamId, names) {
      await queues.get(streamId);
      queues.delete(streamId);
      uploaded.delete(streamId);
      const left = [...names];
      const worker = async () => {
        for (let name = left.pop(); name !== undefined; name = left.pop())
          await storage.deletePrivate(key(streamId, name));
      };
      await Promise.all(Array.from({ length: DELETE_CONCURRENCY }, worker));
      await rm(dirOf(streamId), { recursive: true, force: true });
    },
  };
}
