import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActiveStreamResponse,
  OwnStream,
  StartStreamBody,
  StopStreamBody,
  UserStreamsResponse,
} from '@fanclub/shared/schemas/live';
import { HttpError } from '../../plugins/errors';
import { requireFeature } from '../../lib/guards';
import type { LiveHub } from './hub';
import { liveRepository } from './repository';
import { ownStream, publicStream } from './stream-view';
import { liveSocket } from './socket';
import { liveChatRoutes } from './chat-routes';
import { isUuid } from '../../lib/ids';
import { createIngest } from './ingest/ingest';
import type { IngestOptions } from './ingest/ingest';

const ACTIVE_KEY = 'live:active';
const ACTIVE_CACHE_MS = 1_000;

/** Live streams: the public active stream, the owner's streams with their key, start and stop. */
export const liveRoutes: FastifyPluginAsyncZod<{
  hub: LiveHub;
  /** RTMP ingest settings (port 0: off). */
  ingest: Omit<IngestOptions, 'dataDir'>;
  dataDir: string;
  allowedOrigin: (origin: string | undefined, host: string, protocol: string) => boolean;
}> = async (app, { hub, ingest: ingestOptions, dataDir, allowedOrigin }) => {
  const repo = liveRepository(app.db);
  const ingest = createIngest({
    options: { ...ingestOptions, dataDir },
    db: app.db,
    hub,
    log: app.log,
  });
  app.addHook('onReady', () => ingest.start());
  // Encoders and their ffmpeg children end with the app (tests open and close many apps).
  app.addHook('onClose', () => ingest.close());
  await app.register(liveSocket, { hub, repo, allowedOrigin });
  // Every screen polls the active stream; any change to it (start, stop, on air) comes through
  // the hub, which empties the cached row before a viewer could refetch it.
  hub.onMessage(() => app.readCache.forget(ACTIVE_KEY));
  await app.register(liveChatRoutes, { hub });

  // HLS written by our ingest (DATA_DIR/live/<streamId>/): playlists change every segment, so
  // they are never cached; segments never change, so they may be.
  const hlsRoot = join(dataDir, 'live');
  await mkdir(hlsRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: hlsRoot,
    prefix: '/live/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('cache-control', path.endsWith('.m3u8') ? 'no-cache' : 'public, max-age=60');
    },
  });

  app.get(
    '/api/live/active',
    { config: { sameForEveryone: true }, schema: { response: { 200: ActiveStreamResponse } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      const row = await app.readCache.get(ACTIVE_KEY, repo.active, ACTIVE_CACHE_MS);
      return { stream: row ? publicStream(row, await hub.count(row.id)) : null };
    },
  );

  app.get(
    '/api/live/mine',
    { schema: { response: { 200: UserStreamsResponse } } },
    async (req, reply) => {
      const viewer = requireFeature(req, 'goLive');
      reply.header('cache-control', 'private, no-store');
      // Admins oversee every live stream; an artist sees at most their own active one.
      const rows =
        viewer.role === 'admin' ? await repo.allActive() : await repo.activeFor(viewer.userId);
      return {
        streams: await Promise.all(
          rows.map(async (r) => ownStream(r, await hub.count(r.id), ingest.serverUrl())),
        ),
      };
    },
  );

  app.post(
    '/api/live/start',
    { schema: { body: StartStreamBody, response: { 200: OwnStream } } },
    async (req, reply) => {
      const viewer = requireFeature(req, 'goLive');
      if ((await repo.activeFor(viewer.userId)).length > 0)
        throw new HttpError(
          409,
          'You already have a live stream running. Stop it before starting another.',
        );
      const id = randomUUID();
      const streamKey = randomBytes(24).toString('base64url');
      const given = req.body.streamUrl?.trim();
      try {
        await repo.start({
          id,
          userId: viewer.userId,
          title: req.body.title,
          description: req.body.description || null,
          // No URL given: the stream is fed through our ingest with the generated key.
          streamUrl: given ? given : `/live/${id}/index.m3u8`,
          streamType: given ? req.body.streamType : 'hls',
          streamKey,
        });
      } catch (error) {
        if (
          (error as { code?: string }).code === '23505' ||
          /unique/i.test(String((error as Error).message))
        ) {
          throw new HttpError(
            409,
            'You already have a live stream running. Stop it before starting another.',
          );
        }
        throw error;
      }
      const row = await repo.byId(id);
      if (!row) throw new HttpError(500, 'Failed to start live stream');
      req.log.info({ streamId: id }, 'live stream started');
      await hub.publish({ type: 'stream', stream: publicStream(row, 0) });
      // Go-live notifications (and later e-mail) react to this; the start never waits for them.
      void app.domainEvents.emit('live.started', {
        streamId: id,
        userId: viewer.userId,
        title: row.title,
      });
      reply.header('cache-control', 'private, no-store');
      return ownStream(row, 0, ingest.serverUrl());
    },
  );

  app.post(
    '/api/live/stop',
    { schema: { body: StopStreamBody, response: { 200: z.object({ stopped: z.literal(true) }) } } },
    async (req) => {
      const viewer = requireFeature(req, 'goLive');
      const row = isUuid(req.body.streamId) ? await repo.byId(req.body.streamId) : undefined;
      if (!row) throw new HttpError(404, 'Stream not found');
      if (row.userId !== viewer.userId && viewer.role !== 'admin')
        throw new HttpError(403, 'Only the stream owner or an admin can stop this stream.');
      await repo.stop(row.id);
      // Stopping ends the broadcast for real: the encoder is dropped and its video removed.
      await ingest.end(row.id);
      req.log.info({ streamId: row.id }, 'live stream stopped');
      const next = await repo.active();
      await hub.publish({
        type: 'stream',
        stream: next ? publicStream(next, await hub.count(next.id)) : null,
        stoppedId: row.id,
      });
      return { stopped: true as const };
    },
  );
};
