import type { FastifyPluginAsync } from 'fastify';
import { revenueMonths, ticketMoney } from './closed-month-repository';
import { insightsRepository } from './repository';
import { insightsRoutes } from './routes';
import { insightsService } from './service';

/** Insights: the club's figures summed from its records for a date range (issue 33). */
export const insightsPlugin: FastifyPluginAsync = async (app) => {
  const service = insightsService(
    insightsRepository(app.db),
    (span) => revenueMonths(app.db, span),
    () => ticketMoney(app.db),
  );
  await app.register(insightsRoutes, { service });
};
