import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MemberFilters } from '@fanclub/shared/schemas/members';
import { member } from '../../lib/access';
import { memberExport } from './member-export-repository';

/** Members as CSV for admins (issue 33): the list's filters, streamed, audited with its row count. */
export const memberExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const exporter = memberExport(app.db);

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
