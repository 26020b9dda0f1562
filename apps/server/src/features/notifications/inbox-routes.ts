import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Cursor, InboxResponse, UnreadCountResponse } from '@fanclub/shared/schemas/community';
import { member } from '../../lib/access';
import { requestLocale } from '../../lib/i18n/request-locale';
import type { InboxService } from './inbox-service';

const ItemParams = z.object({ id: z.uuid('That is not an inbox item id.') });

/**
 * The member's inbox: the list (in the member's language, else Accept-Language's), the bell's
 * unread count (polled, so cheap), mark one or all read. Both marks answer with the new unread
 * count, so the bell updates without another request.
 */
export const inboxRoutes: FastifyPluginAsyncZod<{ inbox: InboxService }> = async (
  app,
  { inbox },
) => {
  app.get(
    '/api/inbox',
    {
      config: { access: 'signedIn', variesByLanguage: true },
      schema: {
        querystring: z.object({ cursor: Cursor }),
        response: { 200: InboxResponse },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return inbox.page(member(req).userId, req.query.cursor, requestLocale(req));
    },
  );

  app.get(
    '/api/inbox/unread-count',
    { config: { access: 'signedIn' }, schema: { response: { 200: UnreadCountResponse } } },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { unread: await inbox.unread(member(req).userId) };
    },
  );

  app.post(
    '/api/inbox/:id/read',
    {
      config: { access: 'signedIn' },
      schema: { params: ItemParams, response: { 200: UnreadCountResponse } },
    },
    async (req) => ({ unread: await inbox.markRead(member(req).userId, req.params.id) }),
  );

  app.post(
    '/api/inbox/read-all',
    { config: { access: 'signedIn' }, schema: { response: { 200: UnreadCountResponse } } },
    async (req) => ({ unread: await inbox.markAllRead(member(req).userId) }),
  );
};
