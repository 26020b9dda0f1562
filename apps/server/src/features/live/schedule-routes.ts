import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '@fanclub/shared/limits';
import {
  ReminderResponse,
  ScheduledLive,
  ScheduledLiveParams,
  ScheduledLiveCoverResponse,
  ScheduleLiveBody,
  UpcomingLivesQuery,
  UpcomingLivesResponse,
  UpdateScheduledLiveBody,
} from '@fanclub/shared/schemas/scheduled-live';
import { member } from '../../lib/access';
import { storeCoverImage } from '../../lib/cover-image';
import { liveCalendar } from './schedule-calendar';
import type { ScheduleRepository } from './schedule-repository';
import { NO_SCHEDULED_LIVE } from './schedule-service';
import type { ScheduleService } from './schedule-service';

/** Scheduled lives (issue 32): the upcoming list, scheduling (artist, admins), Remind me, .ics. */
export const scheduleRoutes: FastifyPluginAsyncZod<{
  schedule: ScheduleService;
  repo: ScheduleRepository;
  publicUrl: string;
}> = async (app, { schedule, repo, publicUrl }) => {
  app.get(
    '/api/live/scheduled',
    {
      // Public like the dashboard that shows it; `reminded` is per member, so never shared (the
      // cache policy gives every /api answer `private, no-store`).
      config: { access: 'public' },
      schema: { querystring: UpcomingLivesQuery, response: { 200: UpcomingLivesResponse } },
    },
    async (req) => ({ lives: await schedule.upcoming(req.viewer, req.query.limit) }),
  );

  app.post(
    '/api/live/scheduled',
    {
      config: { access: 'goLive' },
      schema: { body: ScheduleLiveBody, response: { 201: ScheduledLive } },
    },
    async (req, reply) => {
      const live = await schedule.schedule(member(req), req.body);
      return reply.code(201).send(live);
    },
  );

  app.patch(
    '/api/live/scheduled/:id',
    {
      config: { access: 'goLive' },
      schema: {
        params: ScheduledLiveParams,
        body: UpdateScheduledLiveBody,
        response: { 200: ScheduledLive },
      },
    },
    async (req) => schedule.update(member(req), req.params.id, req.body),
  );

  // A cover image, uploaded after scheduling (same limit and words as every image upload).
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
  app.post(
    '/api/live/scheduled/:id/cover',
    {
      config: { access: 'goLive' },
      schema: { params: ScheduledLiveParams, response: { 200: ScheduledLiveCoverResponse } },
    },
    async (req) => {
      const viewer = member(req);
      const { id } = req.params;
      const cover = await storeCoverImage(app, req, {
        key: `live-covers/${id}.webp`,
        notFound: NO_SCHEDULED_LIVE,
        exists: async () => Boolean(await schedule.changeable(viewer, id)),
        save: (_actorId, image) => repo.setCover(id, image),
      });
      return { cover };
    },
  );

  app.delete(
    '/api/live/scheduled/:id',
    {
      config: { access: 'goLive' },
      schema: {
        params: ScheduledLiveParams,
        response: { 200: z.object({ cancelled: z.literal(true) }) },
      },
    },
    async (req) => {
      await schedule.cancel(member(req), req.params.id);
      return { cancelled: true as const };
    },
  );

  for (const [method, on] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/live/scheduled/:id/reminder',
      config: { access: 'signedIn' },
      schema: { params: ScheduledLiveParams, response: { 200: ReminderResponse } },
      handler: async (req) => schedule.remind(member(req), req.params.id, on),
    });
  }

  app.get(
    '/api/live/scheduled/:id/calendar.ics',
    // The title and time the public list shows, as a file a calendar app opens.
    { config: { access: 'public' }, schema: { params: ScheduledLiveParams } },
    async (req, reply) => {
      const live = await schedule.found(req.viewer, req.params.id);
      const body = liveCalendar({
        id: live.id,
        title: live.title,
        startsAt: live.startsAt,
        artistName: await repo.artistName(),
        url: `${publicUrl}/media-hub`,
        host: new URL(publicUrl).host,
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="live.ics"')
        .send(body);
    },
  );
};
