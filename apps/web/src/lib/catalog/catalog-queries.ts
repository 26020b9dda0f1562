// Query-option factories for catalogue data that several features show (dashboard, feed, media
// hub, music, hotspots). Keys live under 'catalog' so they can never collide with a feature's own.
import { queryOptions } from '@tanstack/react-query';
import { VIDEO_LINK_TTL_SECONDS } from '@fanclub/shared/limits';
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
 * When a cached video list was read, judged by its signed links (each expires
 * VIDEO_LINK_TTL_SECONDS after it was made), or null when it holds none. A page a CDN kept for a
 * while carries links made then: hydrated with this time, the list is read again once its
 * staleTime has passed since, and a page just rendered is not read again at all.
 */
export function signedLinksMadeAt(queryKey: readonly unknown[], data: unknown): number | null {
  if (queryKey[0] !== catalogKeys.all[0] || queryKey[1] !== 'videos') return null;
  const expiries = ((data ?? []) as Video[])
    .map((video) => Number(new URL(video.videoUrl ?? '/', 'http://x').searchParams.get('exp')))
    .filter((exp) => exp > 0);
  return expiries.length > 0 ? (Math.min(...expiries) - VIDEO_LINK_TTL_SECONDS) * 1000 : null;
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
