// The caller's running live streams (admins see every running one) and the stop call.
import { queryOptions } from '@tanstack/react-query';
import type { OwnStream, UserStreamsResponse } from '@fanclub/shared/schemas/live';
import { api } from '../../../lib/api-client';
import { liveKeys } from '../../../lib/live/live-keys';

/** The admin tab shows a moving viewer count, so it polls faster than the player's 30 s. */
export const STREAM_REFETCH_MS = 5_000;

export const myStreamsQueryOptions = (userId: string | null) =>
  queryOptions({
    // The media hub reads the same list under the same key; each keeps its own poll.
    queryKey: liveKeys.mine(userId),
    queryFn: async ({ signal }): Promise<OwnStream[]> =>
      (await api.get<UserStreamsResponse>('/api/live/mine', signal)).streams,
    enabled: userId !== null,
    refetchInterval: STREAM_REFETCH_MS,
    staleTime: 0,
  });

export function stopStream(streamId: string): Promise<{ stopped: true }> {
  return api.post('/api/live/stop', { streamId });
}
