// Live streams: the public active stream, the caller's own streams (with the key), start and stop.
// Their keys come from lib/live/live-keys.ts, shared with the Admin Tools and the bottom bar.
import { queryOptions } from '@tanstack/react-query';
import type {
  OwnStream,
  StartStreamInput,
  StreamPlayback,
  UserStreamsResponse,
} from '@fanclub/shared/schemas/live';
import { api, ApiError } from '../../../lib/api-client';
import { activeStreamQuery } from '../../../lib/live/active-stream';
import { liveKeys } from '../../../lib/live/live-keys';

/** A fresh token is fetched this long before the current one expires, so playback never stalls. */
const TOKEN_REFRESH_MARGIN_MS = 90_000;

export const liveQueries = {
  /** The stream everyone sees. The socket pushes changes; this poll is the fallback (spec: 30 s). */
  active: activeStreamQuery,
  /** The broadcaster's active stream(s) with the secret key; per user so keys never cross accounts. */
  mine: (userId: string | null) =>
    queryOptions({
      queryKey: liveKeys.mine(userId),
      queryFn: async ({ signal }): Promise<OwnStream[]> =>
        (await api.get<UserStreamsResponse>('/api/live/mine', signal)).streams,
      enabled: userId !== null,
      staleTime: 0,
    }),
  /**
   * The signed URL of a stream this viewer may watch. Tokens expire in minutes: the next one is
   * fetched ahead of time and the player swaps it in for its next request (attach-stream.ts).
   */
  playback: (streamId: string) =>
    queryOptions({
      queryKey: liveKeys.playback(streamId),
      queryFn: ({ signal }) => api.get<StreamPlayback>(`/api/live/${streamId}/playback`, signal),
      staleTime: 0,
      refetchInterval: (query) => {
        const expiresAt = query.state.data?.expiresAt;
        return expiresAt
          ? Math.max(10_000, new Date(expiresAt).getTime() - Date.now() - TOKEN_REFRESH_MARGIN_MS)
          : false;
      },
      refetchIntervalInBackground: true,
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
