import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Member, MembersQuery, UpdateMemberBody, membersPage } from '@fanclub/shared/schemas/admin';
import { member } from '../../lib/access';
import { memberAdmin } from './member-admin-repository';

/** Members (admin only) over HTTP: search, change a role, grant or remove a complimentary tier; all audited. */
export const adminMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const members = memberAdmin(app.db);

  app.get(
    '/api/admin/members',
    {
      config: { access: 'manageMembers' },
      schema: { querystring: MembersQuery, response: { 200: membersPage(Member) } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return members.search(req.query);
    },
  );

  app.patch(
    '/api/admin/members/:userId',
    {
      config: { access: 'manageMembers' },
      schema: {
        params: z.object({ userId: z.string().min(1).max(100) }),
        body: UpdateMemberBody,
        response: { 200: Member },
      },
    },
    async (req) => {
      const changed = await members.change(member(req).userId, req.params.userId, req.body);
      req.log.info({ target: req.params.userId, ...req.body }, 'member changed by admin');
      return changed;
    },
  );
};
