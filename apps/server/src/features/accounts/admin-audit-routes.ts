import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditPage, AuditQuery } from '@fanclub/shared/schemas/audit';
import { auditRepository } from './audit-repository';

/**
 * The audit log (admins only, like the member list: its entries name members by e-mail and
 * cover orders, which the matrix keeps from artists). Newest first, keyset-paged.
 */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const log = auditRepository(app.db);

  app.get(
    '/api/admin/audit',
    {
      config: { access: 'manageMembers' },
      schema: { querystring: AuditQuery, response: { 200: AuditPage } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return log.page(req.query);
    },
  );
};
