// The stream everyone sees, read by Home (the live banner), the bottom bar (the Content tab's
// live dot) and the media hub's player. One query key, so they always agree on whether anyone is
// live; the media hub's socket writes into the same cache entry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_REFETCH_MS } from '@fanclub/shared/limits';
import type { ActiveStreamResponse, PublicStream } from '@fanclub/shared/schemas/live';
import { api } from '../api-client';
import { liveKeys } from './live-keys';

/** The socket pushes changes on the media hub; elsewhere this poll (spec: 30 s) keeps it fresh. */
export const activeStreamQuery = () =>
  queryOptions({
    queryKey: liveKeys.active(),
    queryFn: async ({ signal }): Promise<PublicStream | null> =>
      (await api.get<ActiveStreamResponse>('/api/live/active', signal)).stream,
    refetchInterval: LIVE_REFETCH_MS,
    staleTime: LIVE_REFETCH_MS,
  });

/** The live stream, or null when nobody is live or we do not know yet (never a guessed LIVE). */
export function useActiveStream(): PublicStream | null {
  return useQuery(activeStreamQuery()).data ?? null;
}
