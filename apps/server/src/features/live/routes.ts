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
import { member } from '../../lib/access';
import type { LiveHub } from './hub';
import type { LiveRepository } from './repository';
import type { StreamService } from './stream-service';
import { publicStream } from './stream-view';

export const ACTIVE_KEY = 'live:active';
const ACTIVE_CACHE_MS = 1_000;

/** Live streams over HTTP (built by plugin.ts): the public active stream, playback, the owner's streams, start and stop. */
export const liveRoutes: FastifyPluginAsyncZod<{
  hub: LiveHub;
  repo: LiveRepository;
  streams: StreamService;
}> = async (app, { hub, repo, streams }) => {
  app.get(
    '/api/live/:id/playback',
    {
      config: { access: 'signedIn' },
      schema: { params: z.object({ id: z.string().max(64) }), response: { 200: StreamPlayback } },
    },
    async (req, reply) => {
      const playback = await streams.playback(member(req), req.params.id);
      reply.header('cache-control', 'private, no-store');
      return playback;
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
      const viewer = member(req);
      reply.header('cache-control', 'private, no-store');
      return { streams: await streams.mine(viewer) };
    },
  );

  app.post(
    '/api/live/start',
    {
      config: { access: 'goLive' },
      schema: { body: StartStreamBody, response: { 200: OwnStream } },
    },
    async (req, reply) => {
      const stream = await streams.start(member(req), req.body);
      reply.header('cache-control', 'private, no-store');
      return stream;
    },
  );

  app.post(
    '/api/live/stop',
    {
      config: { access: 'goLive' },
      schema: { body: StopStreamBody, response: { 200: z.object({ stopped: z.literal(true) }) } },
    },
    async (req) => {
      await streams.stop(member(req), req.body.streamId);
      return { stopped: true as const };
    },
  );
};
