// Scheduled lives (issue 32): Home's "Upcoming Live Streams" reads them and fans ask to be
// reminded; the Go Live dialog (features/media) schedules and cancels them. Shared here so both
// use one query key. What changes the schedule is in scheduled-live-actions.ts, loaded with the
// rows and the Go Live dialog, not with Home.
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { UPCOMING_LIVES_DEFAULT } from '@fanclub/shared/limits';
import type { ScheduledLive, UpcomingLivesResponse } from '@fanclub/shared/schemas/scheduled-live';
import { api } from '../api-client';
import { liveKeys } from './live-keys';

/** Often enough that a live that just began leaves the list soon; the list is small and cheap. */
const UPCOMING_REFETCH_MS = 60_000;

export const upcomingLivesQuery = (limit = UPCOMING_LIVES_DEFAULT) =>
  queryOptions({
    queryKey: liveKeys.scheduled(limit),
    queryFn: async ({ signal }): Promise<ScheduledLive[]> =>
      (await api.get<UpcomingLivesResponse>(`/api/live/scheduled?limit=${limit}`, signal)).lives,
    refetchInterval: UPCOMING_REFETCH_MS,
    staleTime: 15_000,
  });

export const invalidateScheduledLives = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [...liveKeys.all, 'scheduled'] });
