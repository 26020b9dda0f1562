import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActiveStreamResponse,
  OwnStream,
  StartStreamBody,
  StopStreamBody,
  StreamPlayback,
  UserStreamsResponse,
} from '@fanclub/shared/schemas/live';
import { HttpError } from '../../plugins/errors';
import { requireFeature, requireViewer } from '../../lib/guards';
import { hlsTokens, mayWatch } from './hls-access';
import type { LiveHub } from './hub';
import { liveRepository } from './repository';
import { ownStream, publicStream } from './stream-view';
import { liveSocket } from './socket';
import { liveChatRoutes } from './chat-routes';
import { isUuid } from '../../lib/ids';
import { createIngest } from './ingest/ingest';
import type { IngestOptions } from './ingest/ingest';

const ACTIVE_KEY = 'live:active';
const HlsParams = z.object({
  id: z.string().max(64),
  token: z.string().max(200),
  file: z.string().max(100),
});
/** What our ingest writes: the playlist and its segments, nothing else (no dotfiles, no paths). */
const HLS_DIR = /^[\w-]{1,64}$/;
/** A stream started with a playlist under DATA_DIR/live/<dir>/ on this site is signed like ours. */
const SITE_HLS = /^\/live\/([\w-]{1,64})\/([\w-]+\.m3u8)$/;
const HLS_FILE = /^[\w-]+\.(m3u8|ts|m4s|mp4|vtt)$/;
const HLS_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  mp4: 'video/mp4',
  vtt: 'text/vtt',
};
const NO_STREAM = 'This stream is not available.';
const ACTIVE_CACHE_MS = 1_000;

/** Live streams: the public active stream, the owner's streams with their key, start and stop. */
export const liveRoutes: FastifyPluginAsyncZod<{
  hub: LiveHub;
  /** RTMP ingest settings (port 0: off). */
  ingest: Omit<IngestOptions, 'dataDir'>;
  dataDir: string;
  allowedOrigin: (origin: string | undefined, host: string, protocol: string) => boolean;
  /** LIVE_SOCKETS_PER_IP: open live sockets one client address may hold (0: no cap). */
  socketsPerIp: number;
}> = async (app, { hub, ingest: ingestOptions, dataDir, allowedOrigin, socketsPerIp }) => {
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
  await app.register(liveSocket, { hub, repo, allowedOrigin, maxPerIp: socketsPerIp });
  // Every screen polls the active stream; any change to it (start, stop, on air) comes through
  // the hub, which empties the cached row before a viewer could refetch it.
  hub.onMessage(() => app.readCache.forget(ACTIVE_KEY));
  await app.register(liveChatRoutes, { hub });

  // HLS written by our ingest (DATA_DIR/live/<streamId>/), only through a signed, expiring token
  // in the path: /live/<id>/<exp>-<sig>/index.m3u8. The playlist's segment URIs are relative,
  // so hls.js and Safari's native player both fetch segments under the same token; no cookie is
  // needed, so a CDN may sit in front (README: MEDIA_ORIGINS). Playlists change every segment,
  // so they are never cached; segments never change, so they may be until the token expires.
  const hlsRoot = join(dataDir, 'live');
  await mkdir(hlsRoot, { recursive: true });
  const tokens = hlsTokens(app.appSecret);
  app.get(
    '/live/:id/:token/:file',
    { config: { access: 'public' }, schema: { params: HlsParams } },
    async (req, reply) => {
      const { id, token, file } = req.params;
      if (!HLS_DIR.test(id) || !HLS_FILE.test(file)) throw new HttpError(404, NO_STREAM);
      if (!tokens.verify(id, token))
        throw new HttpError(403, 'This stream link has expired. Reload to keep watching.');
      const path = join(hlsRoot, id, file);
      const size = await stat(path).then(
        (s) => s.size,
        () => null,
      );
      if (size === null) throw new HttpError(404, NO_STREAM);
      const playlist = file.endsWith('.m3u8');
      const expires = Number(token.split('-')[0]) - Math.floor(Date.now() / 1000);
      reply
        .header(
          'cache-control',
          playlist ? 'no-cache' : `public, max-age=${Math.max(0, Math.min(60, expires))}`,
        )
        .header('content-length', size)
        .type(HLS_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream');
      return reply.send(createReadStream(path));
    },
  );

  app.get(
    '/api/live/:id/playback',
    {
      config: { access: 'signedIn' },
      schema: { params: z.object({ id: z.string().max(64) }), response: { 200: StreamPlayback } },
    },
    async (req, reply) => {
      const viewer = requireViewer(req);
      const row = isUuid(req.params.id) ? await repo.byId(req.params.id) : undefined;
      if (!row || !row.isActive || !row.streamUrl) throw new HttpError(404, NO_STREAM);
      if (!mayWatch(viewer, row)) {
        throw new HttpError(
          403,
          row.audienceTier === 'vip'
            ? 'This livestream is for VIP members.'
            : 'Livestreams are for Fan+ and VIP members.',
        );
      }
      reply.header('cache-control', 'private, no-store');
      // A stream played from an outside URL cannot be signed: only who may watch is told the URL.
      const site = SITE_HLS.exec(row.streamUrl);
      if (!site?.[1] || !site[2]) return { streamId: row.id, url: row.streamUrl, expiresAt: null };
      return { streamId: row.id, ...tokens.playlistUrl(site[1], site[2]) };
    },
  );

  app.get(
    '/api/live/active',
    {
      config: { sameForEveryone: true, access: 'public' },
      schema: { response: { 200: ActiveStreamResponse } },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      const row = await app.readCache.get(ACTIVE_KEY, repo.active, ACTIVE_CACHE_MS);
      return { stream: row ? publicStream(row, await hub.count(row.id)) : null };
    },
  );

  app.get(
    '/api/live/mine',
    { config: { access: 'goLive' }, schema: { response: { 200: UserStreamsResponse } } },
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
    {
      config: { access: 'goLive' },
      schema: { body: StartStreamBody, response: { 200: OwnStream } },
    },
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
          audienceTier: req.body.audienceTier,
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
    {
      config: { access: 'goLive' },
      schema: { body: StopStreamBody, response: { 200: z.object({ stopped: z.literal(true) }) } },
    },
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
