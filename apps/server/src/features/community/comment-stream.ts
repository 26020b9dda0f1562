import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REALTIME_HEARTBEAT_MS } from '@fanclub/shared/limits';
import type { PostUpdate } from '@fanclub/shared/schemas/community';
import { HttpError } from '../../plugins/errors';
import type { Viewer } from '../../plugins/viewer';
import { isModerator } from './post-access';
import type { PostUpdates } from './post-updates';

/** How long a browser waits before it reconnects a dropped stream (EventSource's `retry`). */
const RETRY_MS = 3_000;

/**
 * The open Server-Sent Events streams of this process: one per reader of an open post. Each gets
 * the post's updates as `data: <PostUpdate JSON>` and a comment line every heartbeat, so proxies
 * and load balancers never see it idle; all end when the app closes, so shutdown never waits.
 */
export function commentStreams(updates: PostUpdates, heartbeatMs = REALTIME_HEARTBEAT_MS) {
  const open = new Set<() => void>();

  /** What this reader is sent: the same update, with what they may do with a new comment. */
  const forReader = (viewer: Viewer | null, update: PostUpdate): PostUpdate =>
    update.type === 'comment'
      ? {
          ...update,
          comment: {
            ...update.comment,
            canDelete: viewer?.userId === update.comment.author.id || isModerator(viewer),
          },
        }
      : update;

  return {
    get size() {
      return open.size;
    },

    /** Answers the request with the post's stream; the read rules were checked by the caller. */
    async open(req: FastifyRequest, reply: FastifyReply, postId: string): Promise<void> {
      const viewer = req.viewer;
      let res: ServerResponse | null = null;
      const pending: string[] = [];
      const write = (chunk: string) => (res ? res.write(chunk) : pending.push(chunk));
      let unsubscribe: (() => void) | null = null;
      try {
        unsubscribe = await updates.subscribe(postId, (update) =>
          write(`data: ${JSON.stringify(forReader(viewer, update))}\n\n`),
        );
      } catch {
        throw new HttpError(503, 'Live updates are unavailable just now. Please try again.');
      }
      reply.hijack();
      res = reply.raw;
      res.writeHead(200, {
        // The security headers the hooks already set (CSP and the rest) stay on the answer.
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'private, no-store',
        connection: 'keep-alive',
        // nginx and similar proxies would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${RETRY_MS}\n: open\n\n`);
      for (const chunk of pending.splice(0)) res.write(chunk);
      const heartbeat = setInterval(() => res?.write(': heartbeat\n\n'), heartbeatMs);
      heartbeat.unref();

      const end = () => {
        if (!open.delete(end)) return;
        clearInterval(heartbeat);
        unsubscribe?.();
        if (!reply.raw.writableEnded) reply.raw.end();
      };
      open.add(end);
      // The response's close: the reader went away (a request's own close fires once it is read).
      reply.raw.on('close', end);
      reply.raw.on('error', end);
      // The reader left while we subscribed: its close has passed already.
      if (req.raw.socket?.destroyed) end();
    },

    /** Ends every stream (on app close); browsers reconnect to another process. */
    closeAll() {
      for (const end of [...open]) end();
    },
  };
}
export type CommentStreams = ReturnType<typeof commentStreams>;
