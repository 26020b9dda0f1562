import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminConversationList,
  AdminConversationThread,
  AdminInboxQuery,
  MessageFields,
} from '@fanclub/shared/schemas/support';
import { member } from '../../lib/access';
import { readMessageForm } from './message-form';
import { ConversationParams, PageQuery } from './routes';
import type { SupportService } from './service';

/** The admin support inbox (answerSupport): VIP first, then the longest waiting; answer, close. */
export const supportAdminRoutes: FastifyPluginAsyncZod<{ service: SupportService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/admin/support/conversations',
    {
      config: { access: 'answerSupport' },
      schema: { querystring: AdminInboxQuery, response: { 200: AdminConversationList } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.inbox(req.query.status, req.query.cursor);
    },
  );

  app.get(
    '/api/admin/support/conversations/:id',
    {
      config: { access: 'answerSupport' },
      schema: {
        params: ConversationParams,
        querystring: PageQuery,
        response: { 200: AdminConversationThread },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.adminRead(req.params.id, req.query.cursor);
    },
  );

  app.post(
    '/api/admin/support/conversations/:id/answers',
    { config: { access: 'answerSupport' }, schema: { params: ConversationParams } },
    async (req, reply) => {
      await service.answer(member(req), req.params.id, () => readMessageForm(req, MessageFields));
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/support/conversations/:id/close',
    { config: { access: 'answerSupport' }, schema: { params: ConversationParams } },
    async (req, reply) => {
      await service.close(req.params.id);
      return reply.status(204).send();
    },
  );
};
