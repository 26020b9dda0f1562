// Live streams: the public active stream, the caller's own streams (with the key), start and stop.
// Query keys are built only here.
import { queryOptions } from '@tanstack/react-query';
import { LIVE_REFETCH_MS } from '@fanclub/shared/limits';
import type {
  ActiveStreamResponse,
  OwnStream,
  PublicStream,
  StartStreamInput,
  UserStreamsResponse,
} from '@fanclub/shared/schemas/live';
import { api, ApiError } from '../../../lib/api-client';

export const liveKeys = {
  all: ['live'] as const,
  active: () => [...liveKeys.all, 'active'] as const,
  mineAll: () => [...liveKeys.all, 'mine'] as const,
  mine: (userId: string | null) => [...liveKeys.mineAll(), userId ?? 'signed-out'] as const,
};

export const liveQueries = {
  /** The stream everyone sees. The socket pushes changes; this poll is the fallback (spec: 30 s). */
  active: () =>
    queryOptions({
      queryKey: liveKeys.active(),
      queryFn: async ({ signal }): Promise<PublicStream | null> =>
        (await api.get<ActiveStreamResponse>('/api/live/active', signal)).stream,
      refetchInterval: LIVE_REFETCH_MS,
      staleTime: LIVE_REFETCH_MS,
    }),
  /** The broadcaster's active stream(s) with the secret key; per user so keys never cross accounts. */
  mine: (userId: string | null) =>
    queryOptions({
      queryKey: liveKeys.mine(userId),
      queryFn: async ({ signal }): Promise<OwnStream[]> =>
        (await api.get<UserStreamsResponse>('/api/live/mine', signal)).streams,
      enabled: userId !== null,
      staleTime: 0,
    }),
};

export function startStream(body: StartStreamInput): Promise<OwnStream> {
  return api.post<OwnStream>('/api/live/start', body);
}

export function stopStream(streamId: string): Promise<{ stopped: true }> {
  return api.post<{ stopped: true }>('/api/live/stop', { streamId });
}

/** The server's own words when it gave a reason (a field problem first), else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.status >= 500) return fallback;
  return Object.values(error.fields ?? {})[0] ?? (error.message || fallback);
}
