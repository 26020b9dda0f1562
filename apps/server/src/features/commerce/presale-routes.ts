import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '@fanclub/shared/schemas/common';
import {
  AdminPresale,
  CreateSharedPresaleCodeBody,
  MemberCodesIssued,
  MyPresaleCode,
  PresaleCodeParams,
  SharedPresaleCode,
} from '@fanclub/shared/schemas/presale';
import { member } from '../../lib/access';
import type { PresaleService } from './presale-service';

/** VIP presale codes: the member's own, and the team's issuing (built by plugin.ts). Never cached. */
export const presaleRoutes: FastifyPluginAsyncZod<{ presale: PresaleService }> = async (
  app,
  { presale },
) => {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/me/presale-codes',
    { config: { access: 'signedIn' }, schema: { response: { 200: z.array(MyPresaleCode) } } },
    async (req) => presale.memberCodes(member(req)),
  );

  app.get(
    '/api/admin/events/:id/presale',
    {
      config: { access: 'manageEvents' },
      schema: { params: IdParams, response: { 200: AdminPresale } },
    },
    async (req) => presale.summary(req.params.id),
  );

  app.post(
    '/api/admin/events/:id/presale/member-codes',
    {
      config: { access: 'manageEvents' },
      schema: { params: IdParams, response: { 200: MemberCodesIssued } },
    },
    async (req) => presale.issueMemberCodes(member(req), req.params.id),
  );

  app.post(
    '/api/admin/events/:id/presale/shared-codes',
    {
      config: { access: 'manageEvents' },
      schema: {
        params: IdParams,
        body: CreateSharedPresaleCodeBody,
        response: { 201: SharedPresaleCode },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await presale.createShared(member(req), req.params.id, req.body)),
  );

  app.delete(
    '/api/admin/events/:id/presale/shared-codes/:codeId',
    { config: { access: 'manageEvents' }, schema: { params: PresaleCodeParams } },
    async (req, reply) => {
      await presale.deleteShared(member(req), req.params.id, req.params.codeId);
      return reply.status(204).send();
    },
  );
};
