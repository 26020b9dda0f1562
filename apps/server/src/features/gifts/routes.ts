import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BoughtGift,
  BuyGiftBody,
  ClaimGiftBody,
  ClaimGiftResult,
  Gift,
  GiftList,
} from '@fanclub/shared/schemas/gifts';
import { member } from '../../lib/access';
import type { GiftService } from './service';

/** Gift memberships: any signed-in member buys and follows theirs; whoever holds the link claims. */
export const giftRoutes: FastifyPluginAsyncZod<{ service: GiftService }> = async (
  app,
  { service },
) => {
  app.post(
    '/api/gifts',
    {
      config: { access: 'signedIn', abuseLimit: 'gifts' },
      schema: { body: BuyGiftBody, response: { 201: BoughtGift } },
    },
    async (req, reply) => {
      const { userId, email } = member(req);
      reply.code(201);
      return service.buy({ userId, email }, req.body);
    },
  );

  app.get(
    '/api/gifts',
    { config: { access: 'signedIn' }, schema: { response: { 200: GiftList } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { items: await service.mine(member(req).userId) };
    },
  );

  app.post(
    '/api/gifts/:giftId/resend',
    {
      config: { access: 'signedIn', abuseLimit: 'gifts' },
      schema: {
        params: z.object({ giftId: z.uuid({ error: 'Gift not found' }) }),
        response: { 200: Gift },
      },
    },
    async (req) => service.resend(member(req).userId, req.params.giftId),
  );

  app.post(
    '/api/gifts/claim',
    {
      config: { access: 'signedIn', abuseLimit: 'memberInvite' },
      schema: { body: ClaimGiftBody, response: { 200: ClaimGiftResult } },
    },
    async (req) => service.claim(member(req).userId, req.body.token),
  );
};
