import { queryOptions } from '@tanstack/react-query';
import type { AlbumDetail, Track } from '@fanclub/shared/schemas/catalog';
import { api } from '../../../lib/api-client';
import { albumKeys, trackKeys } from '../../../lib/catalog/catalog-queries';
import type { Viewer } from '../../../lib/catalog/viewer';
import { likeKeys } from './likes-api';

// Track lists carry per-viewer lock flags, so the viewer's tier is part of each key.
export const musicQueries = {
  /** `id` may be an id, a slug or 'latest' (the newest album). */
  album: (id: string, viewer: Viewer | undefined) =>
    queryOptions({
      queryKey: albumKeys.detail(id, viewer),
      queryFn: ({ signal }) =>
        api.get<AlbumDetail>(`/api/albums/${encodeURIComponent(id)}`, signal),
      enabled: viewer !== undefined,
    }),
  track: (id: string, viewer: Viewer | undefined) =>
    queryOptions({
      queryKey: trackKeys.detail(id, viewer),
      queryFn: ({ signal }) => api.get<Track>(`/api/tracks/${encodeURIComponent(id)}`, signal),
      enabled: viewer !== undefined,
    }),
  /**
   * The member's liked tracks, newest like first, in one answer. Under the likes key, so a like
   * or unlike (which invalidates the member's likes) refreshes it too.
   */
  likedTracks: (userId: string | undefined, viewer: Viewer | undefined) =>
    queryOptions({
      queryKey: [...likeKeys.mine(userId), 'tracks', viewer ?? null] as const,
      queryFn: ({ signal }) => api.get<Track[]>('/api/me/liked-tracks', signal),
      enabled: userId !== undefined && viewer !== undefined,
    }),
};
