import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { PlanEnder } from '../../lib/plan-ender';
import { adminAuditRoutes } from './admin-audit-routes';
import { adminMemberRoutes } from './admin-member-routes';
import { memberExportRoutes } from './member-export-routes';
import { ownDataRoutes } from './own-data-routes';
import { compJobs } from './comp-jobs';
import { accountRoutes } from './routes';
import { signInOptionsRoutes } from './sign-in-options';

/** Accounts: the member's own profile and membership, sign-in options, and admins' member management. */
export const accountsPlugin: FastifyPluginAsync<{ config: Config; planEnder?: PlanEnder }> = async (
  app,
  { config, planEnder },
) => {
  await app.register(accountRoutes);
  await app.register(signInOptionsRoutes, { config });
  await app.register(adminMemberRoutes);
  await app.register(memberExportRoutes);
  await app.register(ownDataRoutes, { planEnder });
  await app.register(adminAuditRoutes);
  await compJobs(app);
};
