import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PushPublicKeyResponse,
  PushSubscriptionBody,
  PushUnsubscribeBody,
} from '@fanclub/shared/schemas/push';
import { member } from '../../lib/access';
import { HttpError } from '../../plugins/errors';
import type { NotificationsRepository } from './repository';
import { endpointProblem } from './endpoint-policy';
import type { PushService } from './service';

/**
 * Go-live notifications over Web Push: the VAPID public key, a member's browser subscriptions,
 * and the send when a stream starts (the live feature's `live.started` event).
 */
/** Web Push over HTTP (built by plugin.ts): the VAPID public key and a member's browser subscriptions. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  repo: NotificationsRepository;
  push: PushService;
  allowLoopbackEndpoints: boolean;
}> = async (app, { repo, push, allowLoopbackEndpoints }) => {
  app.get(
    '/api/push/public-key',
    { config: { access: 'public' }, schema: { response: { 200: PushPublicKeyResponse } } },
    async (_req, reply) => {
      // Revalidated, so a key rotated through the environment reaches browsers on their next visit.
      reply.header('cache-control', 'no-cache');
      return { publicKey: push.publicKey };
    },
  );

  app.post(
    '/api/push/subscriptions',
    {
      config: { access: 'signedIn', abuseLimit: 'push' },
      schema: {
        body: PushSubscriptionBody,
        response: { 201: z.object({ subscribed: z.literal(true) }) },
      },
    },
    async (req, reply) => {
      const viewer = member(req);
      const problem = await endpointProblem(req.body.endpoint, allowLoopbackEndpoints);
      if (problem) throw new HttpError(400, problem, { endpoint: problem });
      await repo.save(viewer.userId, {
        endpoint: req.body.endpoint,
        p256dh: req.body.keys.p256dh,
        auth: req.body.keys.auth,
      });
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ subscribed: true as const });
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      config: { access: 'signedIn' },
      schema: {
        body: PushUnsubscribeBody,
        response: { 200: z.object({ removed: z.literal(true) }) },
      },
    },
    async (req) => {
      const viewer = member(req);
      // Only the member's own subscription: someone else's endpoint reads as not found.
      if (!(await repo.removeOwn(viewer.userId, req.body.endpoint)))
        throw new HttpError(404, 'No such push subscription on your account.');
      return { removed: true as const };
    },
  );
};
