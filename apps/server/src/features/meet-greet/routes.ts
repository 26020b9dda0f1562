import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '@fanclub/shared/schemas/common';
import {
  AdminMeetGreet,
  MeetGreetBody,
  MeetGreetPass,
  MeetGreetState,
  PassAdmitted,
  VerifyPassBody,
} from '@fanclub/shared/schemas/meet-greet';
import { member } from '../../lib/access';
import type { MeetGreetService } from './service';
import type { MeetGreetStaffService } from './staff-service';

/** The meet & greet's routes (built by plugin.ts). Per-viewer answers: never cached. */
export const meetGreetRoutes: FastifyPluginAsyncZod<{
  service: MeetGreetService;
  staff: MeetGreetStaffService;
}> = async (app, { service, staff }) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  // Anyone who may see the event sees what the meet & greet is; a member sees their part in it.
  app.get(
    '/api/events/:id/meet-greet',
    {
      config: { access: 'public' },
      schema: { params: IdParams, response: { 200: MeetGreetState } },
    },
    async (req) => service.state(req.viewer, req.params.id),
  );

  app.post(
    '/api/events/:id/meet-greet/entries',
    {
      config: { access: 'signedIn' },
      schema: { params: IdParams, response: { 200: MeetGreetState } },
    },
    async (req) => service.enter(member(req), req.params.id),
  );

  app.post(
    '/api/events/:id/meet-greet/give-back',
    {
      config: { access: 'signedIn' },
      schema: { params: IdParams, response: { 200: MeetGreetState } },
    },
    async (req) => service.giveBack(member(req), req.params.id),
  );

  app.get(
    '/api/me/meet-greet-passes',
    { config: { access: 'signedIn' }, schema: { response: { 200: z.array(MeetGreetPass) } } },
    async (req) => service.passes(member(req)),
  );

  // The door (checkIn: staff, artist, admin), as for tickets (/api/tickets/verify).
  app.post(
    '/api/meet-greet/passes/verify',
    {
      config: { access: 'checkIn' },
      schema: { body: VerifyPassBody, response: { 200: PassAdmitted } },
    },
    async (req) => staff.admitPass(req.body.code),
  );

  app.get(
    '/api/admin/events/:id/meet-greet',
    {
      config: { access: 'manageEvents' },
      schema: { params: IdParams, response: { 200: AdminMeetGreet } },
    },
    async (req) => staff.admin(req.params.id),
  );

  app.put(
    '/api/admin/events/:id/meet-greet',
    {
      config: { access: 'manageEvents' },
      schema: { params: IdParams, body: MeetGreetBody, response: { 200: AdminMeetGreet } },
    },
    async (req) => staff.save(member(req), req.params.id, req.body),
  );
};
