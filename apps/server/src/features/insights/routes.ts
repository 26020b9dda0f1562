import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EngagementInsights,
  InsightsQuery,
  MembersInsights,
  RevenueInsights,
} from '@fanclub/shared/schemas/insights';
import type { InsightsService } from './service';

/** The admin screen's Insights (viewInsights: admin and artist), one route per panel. */
export const insightsRoutes: FastifyPluginAsyncZod<{ service: InsightsService }> = async (
  app,
  { service },
) => {
  const options = <T>(response: T) => ({
    config: { access: 'viewInsights' as const },
    schema: { querystring: InsightsQuery, response: { 200: response } },
  });

  app.get('/api/admin/insights/members', options(MembersInsights), async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.members(req.query);
  });

  app.get('/api/admin/insights/revenue', options(RevenueInsights), async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.revenue(req.query);
  });

  app.get('/api/admin/insights/engagement', options(EngagementInsights), async (req, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.engagement(req.query);
  });
};
