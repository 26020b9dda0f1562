import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckInBody,
  DoorAnswer,
  DoorEventParams,
  DoorEvents,
  DoorList,
  SyncAnswer,
  SyncBody,
} from '@fanclub/shared/schemas/door';
import { member } from '../../lib/access';
import type { DoorService } from './service';

/** The door's routes, all for the checkIn feature (admin, artist, staff). Never cached. */
export const doorRoutes: FastifyPluginAsyncZod<{ door: DoorService }> = async (app, { door }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/door/events',
    { config: { access: 'checkIn' }, schema: { response: { 200: DoorEvents } } },
    async () => door.events(),
  );

  app.get(
    '/api/door/events/:eventId/list',
    {
      config: { access: 'checkIn' },
      schema: { params: DoorEventParams, response: { 200: DoorList } },
    },
    async (req) => door.list(req.params.eventId),
  );

  app.post(
    '/api/door/events/:eventId/check-in',
    {
      config: { access: 'checkIn' },
      schema: { params: DoorEventParams, body: CheckInBody, response: { 200: DoorAnswer } },
    },
    async (req) => door.checkIn(member(req), req.params.eventId, req.body.code, req.body.door),
  );

  app.post(
    '/api/door/events/:eventId/sync',
    {
      config: { access: 'checkIn' },
      schema: { params: DoorEventParams, body: SyncBody, response: { 200: SyncAnswer } },
    },
    async (req) => door.sync(member(req), req.params.eventId, req.body.items),
  );
};
