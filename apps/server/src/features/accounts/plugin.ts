import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { adminAuditRoutes } from './admin-audit-routes';
import { adminMemberRoutes } from './admin-member-routes';
import { compJobs } from './comp-jobs';
import { accountRoutes } from './routes';
import { signInOptionsRoutes } from './sign-in-options';

/** Accounts: the member's own profile and membership, sign-in options, and admins' member management. */
export const accountsPlugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  await app.register(accountRoutes);
  await app.register(signInOptionsRoutes, { config });
  await app.register(adminMemberRoutes);
  await app.register(adminAuditRoutes);
  await compJobs(app);
};
