// Query-option factories for catalogue data that several features show (dashboard, feed, media
// hub, music, hotspots). Keys live under 'catalog' so they can never collide with a feature's own.
import { queryOptions } from '@tanstack/react-query';
import type {
  Album,
  Artist,
  ClubEvent,
  ContentPost,
  Product,
  Track,
  Video,
} from '@fanclub/shared/schemas/catalog';
import { api } from '../api-client';
import type { Viewer } from './viewer';

const withLimit = (url: string, limit: number) =>
  `${url}?limit=${encodeURIComponent(String(limit))}`;

/** Every catalogue query lives under this key, so one invalidation refreshes them all. */
export const catalogKeys = { all: ['catalog'] as const };

/**
 * Whether a cached query holds signed video links, which expire (server: VIDEO_LINK_TTL_SECONDS):
 * a page a CDN kept for a while may carry old ones, so such a list is read again after hydration.
 */
export function carriesExpiringLinks(queryKey: readonly unknown[], data: unknown): boolean {
  if (queryKey[0] !== catalogKeys.all[0] || queryKey[1] !== 'videos') return false;
  const videos = (data ?? []) as Video[];
  return videos.some((video) => video.videoUrl?.includes('?exp=') ?? false);
}

export const catalogQueries = {
  artist: () =>
    queryOptions({
      queryKey: [...catalogKeys.all, 'artist'] as const,
      queryFn: ({ signal }) => api.get<Artist>('/api/artist', signal),
      // The artist profile changes rarely; keep it across screens without refetching.
      staleTime: 5 * 60_000,
    }),
  albums: () =>
    queryOptions({
      queryKey: [...catalogKeys.all, 'albums'] as const,
      queryFn: ({ signal }) => api.get<Album[]>('/api/albums', signal),
    }),
  // Videos above the viewer's tier come without a URL; open ones may carry a signed URL that
  // expires, so the list is refetched well within its lifetime (server: VIDEO_LINK_TTL_SECONDS).
  videos: (limit: number, viewer: Viewer | undefined) =>
    queryOptions({
      queryKey: [...catalogKeys.all, 'videos', limit, viewer ?? 'pending'] as const,
      queryFn: ({ signal }) => api.get<Video[]>(withLimit('/api/videos', limit), signal),
      enabled: viewer !== undefined,
      staleTime: 5 * 60_000,
      refetchInterval: 10 * 60_000,
    }),
  upcomingEvents: () =>
    queryOptions({
      queryKey: [...catalogKeys.all, 'events', 'upcoming'] as const,
      queryFn: ({ signal }) => api.get<ClubEvent[]>('/api/events?when=upcoming', signal),
    }),
  products: () =>
    queryOptions({
      queryKey: [...catalogKeys.all, 'products'] as const,
      queryFn: ({ signal }) => api.get<Product[]>('/api/products', signal),
    }),
  // Posts and tracks differ per subscription tier (locked bodies, lock icons), so the viewer is
  // part of the key: signing in or upgrading then fetches fresh data instead of showing stale locks.
  posts: (limit: number, viewer: Viewer | undefined) =>
    queryOptions({
      queryKey: [...catalogKeys.all, 'posts', limit, viewer ?? 'pending'] as const,
      queryFn: ({ signal }) => api.get<ContentPost[]>(withLimit('/api/posts', limit), signal),
      enabled: viewer !== undefined,
    }),
  tracks: (limit: number, viewer: Viewer | undefined) =>
    queryOptions({
      queryKey: [...catalogKeys.all, 'tracks', limit, viewer ?? 'pending'] as const,
      queryFn: ({ signal }) => api.get<Track[]>(withLimit('/api/tracks', limit), signal),
      enabled: viewer !== undefined,
    }),
};
