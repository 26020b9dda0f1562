// Insights (issue 33, viewInsights): members, revenue and engagement for a date range.
import { queryOptions } from '@tanstack/react-query';
import type {
  EngagementInsights,
  MembersInsights,
  RevenueInsights,
} from '@fanclub/shared/schemas/insights';
import { api } from '../../../lib/api-client';

export interface InsightsRange {
  from: string;
  to: string;
}

interface InsightsByPanel {
  members: MembersInsights;
  revenue: RevenueInsights;
  engagement: EngagementInsights;
}
export type InsightsPanel = keyof InsightsByPanel;

export const insightsKeys = {
  all: ['admin', 'insights'] as const,
  panel: (panel: InsightsPanel, range: InsightsRange) =>
    [...insightsKeys.all, panel, range.from, range.to] as const,
};

export const insightsQuery = <P extends InsightsPanel>(panel: P, range: InsightsRange) =>
  queryOptions({
    queryKey: insightsKeys.panel(panel, range),
    queryFn: ({ signal }) =>
      api.get<InsightsByPanel[P]>(
        `/api/admin/insights/${panel}?from=${range.from}&to=${range.to}`,
        signal,
      ),
    staleTime: 60_000,
  });
