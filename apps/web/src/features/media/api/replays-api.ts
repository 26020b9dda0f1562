import { queryOptions } from '@tanstack/react-query';
import type {
  ReplayAdminSettings,
  ReplayListResponse,
  ReplayPlayback,
  ReplaySettings,
  ReplaySummary,
  ReplayTimeline,
  UpdateReplayBody,
} from '@fanclub/shared/schemas/replays';
import { REPLAY_TIMELINE_WINDOW_SEC } from '@fanclub/shared/schemas/replays';
import { api } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/catalog/viewer';

export const replayKeys = {
  all: ['replays'] as const,
  list: (viewer: Viewer | undefined) => [...replayKeys.all, 'list', viewer ?? 'pending'] as const,
  playback: (id: string) => [...replayKeys.all, 'playback', id] as const,
  timeline: (id: string, window: number) => [...replayKeys.all, 'timeline', id, window] as const,
  settings: () => [...replayKeys.all, 'settings'] as const,
};

export const replayQueries = {
  // Locked or playable depends on the viewer's tier, so it is part of the key.
  list: (viewer: Viewer | undefined) =>
    queryOptions({
      queryKey: replayKeys.list(viewer),
      queryFn: ({ signal }) => api.get<ReplayListResponse>('/api/replays', signal),
      enabled: viewer !== undefined,
      staleTime: 30_000,
    }),
  // The playlist URL is signed for about five minutes: refetched well before it expires.
  playback: (id: string) =>
    queryOptions({
      queryKey: replayKeys.playback(id),
      queryFn: ({ signal }) => api.get<ReplayPlayback>(`/api/replays/${id}`, signal),
      staleTime: 2 * 60_000,
      refetchInterval: 3 * 60_000,
    }),
  /** One window (REPLAY_TIMELINE_WINDOW_SEC) of chat and hearts; the player shows them as the video reaches them. */
  timeline: (id: string, window: number) =>
    queryOptions({
      queryKey: replayKeys.timeline(id, window),
      queryFn: ({ signal }) =>
        api.get<ReplayTimeline>(
          `/api/replays/${id}/timeline?from=${window * REPLAY_TIMELINE_WINDOW_SEC}&to=${(window + 1) * REPLAY_TIMELINE_WINDOW_SEC}`,
          signal,
        ),
      staleTime: 5 * 60_000,
    }),
  settings: () =>
    queryOptions({
      queryKey: replayKeys.settings(),
      queryFn: ({ signal }) => api.get<ReplayAdminSettings>('/api/admin/replays/settings', signal),
    }),
};

export const replayApi = {
  update: (id: string, body: UpdateReplayBody) =>
    api.patch<ReplaySummary>(`/api/replays/${id}`, body),
  remove: (id: string) => api.delete<{ deleted: true }>(`/api/replays/${id}`),
  saveSettings: (body: ReplaySettings) =>
    api.put<ReplayAdminSettings>('/api/admin/replays/settings', body),
};
