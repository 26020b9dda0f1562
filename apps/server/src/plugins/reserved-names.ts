import fp from 'fastify-plugin';
import { accountsRepository } from '../features/accounts/repository';
import type { ReservedNames } from '../lib/reserved-names';
import { reservedNames } from '../lib/reserved-names';

declare module 'fastify' {
  interface FastifyInstance {
    /** Refuses names that read like the artist's or a staff member's (sign-up, profile, chat). */
    reservedNames: ReservedNames;
  }
}

/**
 * One app-level rule for every path that sets or shows a member's name: sign-up (auth gateway),
 * the profile (accounts) and live chat (live) all ask it, and features may not import each
 * other. Staff names are read through the accounts repository.
 */
export const reservedNamesPlugin = fp(
  async (app) => {
    const repo = accountsRepository(app.db);
    app.decorate(
      'reservedNames',
      reservedNames(() => repo.staffNames()),
    );
  },
  { name: 'reserved-names', dependencies: ['db'] },
);
