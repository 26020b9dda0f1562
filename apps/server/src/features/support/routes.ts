import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from '@fanclub/shared/permissions';
import {
  ConversationList,
  ConversationThread,
  MessageFields,
  NewConversationFields,
  SupportConversation,
} from '@fanclub/shared/schemas/support';
import { member } from '../../lib/access';
import { readMessageForm } from './message-form';
import type { SupportService } from './service';

export const ConversationParams = z.object({ id: z.uuid('That is not a conversation id.') });
export const PageQuery = z.object({
  cursor: z.string().max(200, 'That is not a page cursor.').optional(),
});
const FileParams = ConversationParams.extend({ file: z.string().max(60) });
const FileQuery = z.object({
  exp: z.coerce.number({ error: 'That link is not valid.' }).int().nonnegative(),
  sig: z.string().max(100),
});

/**
 * A member's own support conversations (multipart forms: text fields and images). Someone else's
 * conversation or attachment reads as not found; staff answer from admin-routes.ts.
 */
export const supportRoutes: FastifyPluginAsyncZod<{ service: SupportService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/support/conversations',
    {
      config: { access: 'signedIn' },
      schema: { querystring: PageQuery, response: { 200: ConversationList } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.list(member(req).userId, req.query.cursor);
    },
  );

  app.post(
    '/api/support/conversations',
    {
      // Multipart: subject, body, aboutKind, aboutId fields and files named images.
      config: { access: 'signedIn', abuseLimit: 'support' },
      schema: { response: { 201: SupportConversation } },
    },
    async (req, reply) => {
      const created = await service.create(member(req), () =>
        readMessageForm(req, NewConversationFields),
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/support/conversations/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        params: ConversationParams,
        querystring: PageQuery,
        response: { 200: ConversationThread },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.read(member(req).userId, req.params.id, req.query.cursor);
    },
  );

  app.post(
    '/api/support/conversations/:id/messages',
    {
      config: { access: 'signedIn', abuseLimit: 'support' },
      schema: { params: ConversationParams },
    },
    async (req, reply) => {
      await service.write(member(req), req.params.id, () => readMessageForm(req, MessageFields));
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/support/conversations/:id/files/:file',
    {
      config: { access: 'signedIn' },
      schema: { params: FileParams, querystring: FileQuery },
    },
    async (req, reply) => {
      const viewer = member(req);
      const data = await service.attachment(
        viewer,
        can(viewer.role, 'answerSupport'),
        req.params.id,
        req.params.file,
        req.query,
      );
      // As signed media: this browser may keep the picture while its link lives, for this member
      // only (another sign-in on the same browser sends another cookie).
      return reply
        .header('cache-control', 'private, max-age=600')
        .header('vary', 'cookie')
        .header('x-content-type-options', 'nosniff')
        .type('image/webp')
        .send(data);
    },
  );
};
