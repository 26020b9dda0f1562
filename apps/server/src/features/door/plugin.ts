import type { FastifyPluginAsync } from 'fastify';
import { ticketCodes } from '../../lib/ticket-code';
import { doorRepository } from './repository';
import { doorRoutes } from './routes';
import { doorService } from './service';

/** The door: ticket codes signed with the installation's secret, as the member's screen shows them. */
export const doorPlugin: FastifyPluginAsync = async (app) => {
  const codes = ticketCodes(app.appSecret, () => new Date());
  await app.register(doorRoutes, { door: doorService({ repo: doorRepository(app.db), codes }) });
};
