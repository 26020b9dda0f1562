import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planById } from '@fanclub/shared/plans';
import {
  AdminOffer,
  AdminOfferPage,
  CheckPlanOfferBody,
  CreateOfferBody,
  OfferListQuery,
  OfferParams,
  OfferQuote,
  UpdateOfferBody,
} from '@fanclub/shared/schemas/offers';
import { member } from '../../lib/access';
import type { OffersService } from './service';

/** Discount codes: the admins' Offers tab, and a member checking a code on the subscribe step. */
export const offersRoutes: FastifyPluginAsyncZod<{ offers: OffersService }> = async (
  app,
  { offers },
) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/admin/offers',
    {
      config: { access: 'manageOffers' },
      schema: { querystring: OfferListQuery, response: { 200: AdminOfferPage } },
    },
    async (req) => offers.list(req.query.cursor),
  );

  app.post(
    '/api/admin/offers',
    {
      config: { access: 'manageOffers' },
      schema: { body: CreateOfferBody, response: { 201: AdminOffer } },
    },
    async (req, reply) => reply.status(201).send(await offers.create(req.body)),
  );

  app.patch(
    '/api/admin/offers/:id',
    {
      config: { access: 'manageOffers' },
      schema: { params: OfferParams, body: UpdateOfferBody, response: { 200: AdminOffer } },
    },
    async (req) => offers.setDisabled(req.params.id, req.body.disabled),
  );

  app.post(
    '/api/offers/check',
    {
      config: { access: 'signedIn' },
      schema: { body: CheckPlanOfferBody, response: { 200: OfferQuote } },
    },
    async (req) => {
      const viewer = member(req);
      const amountCents = planById(req.body.plan).priceCents;
      const quote = await offers.codes.quote(
        { userId: viewer.userId, tier: viewer.subscriptionTier },
        req.body.code,
        'subscription',
        amountCents,
      );
      return { ...quote, amountCents, totalCents: amountCents - quote.discountCents };
    },
  );
};
