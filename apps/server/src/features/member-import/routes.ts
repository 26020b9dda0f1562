import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptInviteBody,
  AcceptInviteResult,
  IMPORT_MAX_BYTES,
  MemberImportBody,
  MemberImportResult,
} from '@fanclub/shared/schemas/member-import';
import { member } from '../../lib/access';
import { hashPassword } from '../../lib/auth/password';
import { HttpError } from '../../plugins/errors';
import type { ImportRepository } from './repository';
import type { importService } from './service';

// The CSV travels as a JSON string: escaping can double its size.
const bodyLimit = IMPORT_MAX_BYTES * 2 + 10_000;

/** Admins import members (dry run, then confirm); an imported member accepts their invitation. */
export const memberImportRoutes: FastifyPluginAsyncZod<{
  service: ReturnType<typeof importService>;
  repo: ImportRepository;
}> = async (app, { service, repo }) => {
  app.post(
    '/api/admin/member-imports/dry-run',
    {
      bodyLimit,
      config: { access: 'manageMembers' },
      schema: { body: MemberImportBody, response: { 200: MemberImportResult } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return service.dryRun(req.body.csv);
    },
  );

  app.post(
    '/api/admin/member-imports',
    {
      bodyLimit,
      config: { access: 'manageMembers' },
      schema: { body: MemberImportBody, response: { 200: MemberImportResult } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const result = await service.confirm(member(req).userId, req.body.csv, req.body.months);
      req.log.info({ counts: result.counts }, 'members imported');
      return result;
    },
  );

  app.post(
    '/api/member-invites/accept',
    {
      config: { access: 'public', abuseLimit: 'memberInvite' },
      schema: { body: AcceptInviteBody, response: { 200: AcceptInviteResult } },
    },
    async (req) => {
      const accepted = await repo.accept(req.body.token, await hashPassword(req.body.password));
      if (!accepted)
        throw new HttpError(
          400,
          'This invitation link has expired or was already used. Sign in, or reset your password.',
        );
      return accepted;
    },
  );
};
