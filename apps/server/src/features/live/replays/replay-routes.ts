import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ReplayAdminSettings,
  ReplayListResponse,
  ReplayPlayback,
  ReplaySettings,
  ReplaySummary,
  ReplayTimeline,
  ReplayTimelineQuery,
  UpdateReplayBody,
} from '@fanclub/shared/schemas/replays';
import { member } from '../../../lib/access';
import type { ReplayService } from './replay-service';

const Params = z.object({ id: z.string().max(64) });

/** Replays over HTTP (ADR 031). The rules are in replay-service.ts. */
export const replayRoutes: FastifyPluginAsyncZod<{ replays: ReplayService }> = async (
  app,
  { replays },
) => {
  // Everyone sees the list (locked above their tier, never with a URL); guests too.
  app.get(
    '/api/replays',
    { config: { access: 'public' }, schema: { response: { 200: ReplayListResponse } } },
    async (req) => replays.list(req.viewer),
  );

  app.get(
    '/api/replays/:id',
    { config: { access: 'public' }, schema: { params: Params, response: { 200: ReplayPlayback } } },
    async (req) => replays.playback(req.viewer, req.params.id),
  );

  app.get(
    '/api/replays/:id/timeline',
    {
      config: { access: 'public' },
      schema: {
        params: Params,
        querystring: ReplayTimelineQuery,
        response: { 200: ReplayTimeline },
      },
    },
    async (req) => replays.timeline(req.viewer, req.params.id, req.query.from, req.query.to),
  );

  // The artist and admins (those who go live) edit and delete replays.
  app.patch(
    '/api/replays/:id',
    {
      config: { access: 'goLive' },
      schema: { params: Params, body: UpdateReplayBody, response: { 200: ReplaySummary } },
    },
    async (req) => replays.update(member(req), req.params.id, req.body),
  );

  app.delete(
    '/api/replays/:id',
    {
      config: { access: 'goLive' },
      schema: { params: Params, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    async (req) => {
      await replays.remove(member(req), req.params.id);
      return { deleted: true as const };
    },
  );

  // Retention and disk use: an admin-only back-office setting (manageMembers is admins only).
  app.get(
    '/api/admin/replays/settings',
    { config: { access: 'manageMembers' }, schema: { response: { 200: ReplayAdminSettings } } },
    async () => replays.settings(),
  );

  app.put(
    '/api/admin/replays/settings',
    {
      config: { access: 'manageMembers' },
      schema: { body: ReplaySettings, response: { 200: ReplayAdminSettings } },
    },
    async (req) => {
      await replays.setRetention(req.body.retentionDays);
      return replays.settings();
    },
  );
};
