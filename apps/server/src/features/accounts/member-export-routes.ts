import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MemberFilters } from '@fanclub/shared/schemas/members';
import { member } from '../../lib/access';
import { memberExport } from './member-export-repository';
import { memberPage } from './member-page-repository';

/**
 * Members for admins (issue 33): one member's page, and the list as CSV (the list's filters,
 * streamed, audited with its row count).
 */
export const memberExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const exporter = memberExport(app.db);
  const pages = memberPage(app.db);

  app.get(
    '/api/admin/members/:userId',
    {
      config: { access: 'manageMembers' },
      schema: { params: z.object({ userId: z.string().min(1).max(100) }) },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return pages.read(req.params.userId);
    },
  );

  app.get(
    '/api/admin/members/export.csv',
    { config: { access: 'manageMembers' }, schema: { querystring: MemberFilters } },
    async (req, reply) => {
      const rows = await exporter.audit(member(req).userId, req.query);
      req.log.info({ rows }, 'members exported by admin');
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="members-${day}.csv"`)
        .send(Readable.from(exporter.csv(req.query)));
    },
  );
};
