// The catalogue's query keys and the query options several features share (dashboard, feed,
// media hub, music, events, shop, hotspots). Each catalogue resource has one key factory here, so
// the same request is cached under one key wherever it is made, and one invalidation of a
// resource's `all` refreshes every screen showing it. A feature's own reads of these resources
// (an event's page, a product's page) build their keys from these factories too.
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

/** Every catalogue key starts with this: signing in or out (viewer-change.ts) refreshes them all. */
export const catalogKeys = { all: ['catalog'] as const };

/** Lists that differ per subscription tier carry the viewer, 'pending' until it is known. */
type ViewerPart = Viewer | 'pending';
const viewerPart = (viewer: Viewer | undefined): ViewerPart => viewer ?? 'pending';

export const artistKeys = {
  all: [...catalogKeys.all, 'artist'] as const,
};

export const albumKeys = {
  all: [...catalogKeys.all, 'albums'] as const,
  list: () => albumKeys.all,
  /** `id` may be an id, a slug or 'latest'; the track list's locks depend on the viewer. */
  detail: (id: string, viewer: Viewer | undefined) =>
    [...albumKeys.all, 'detail', id, viewerPart(viewer)] as const,
};

export const trackKeys = {
  all: [...catalogKeys.all, 'tracks'] as const,
  list: (limit: number, viewer: Viewer | undefined) =>
    [...trackKeys.all, limit, viewerPart(viewer)] as const,
  detail: (id: string, viewer: Viewer | undefined) =>
    [...trackKeys.all, 'detail', id, viewerPart(viewer)] as const,
};

export const videoKeys = {
  all: [...catalogKeys.all, 'videos'] as const,
  list: (limit: number, viewer: Viewer | undefined) =>
    [...videoKeys.all, limit, viewerPart(viewer)] as const,
};

export const clipKeys = {
  all: [...catalogKeys.all, 'clips'] as const,
  list: (limit: number, viewer: Viewer | undefined) =>
    [...clipKeys.all, limit, viewerPart(viewer)] as const,
};

export const postKeys = {
  all: [...catalogKeys.all, 'posts'] as const,
  list: (limit: number, viewer: Viewer | undefined) =>
    [...postKeys.all, limit, viewerPart(viewer)] as const,
  /** The Admin Tools' list (every post with its full body). */
  admin: () => [...postKeys.all, 'admin'] as const,
};

export type EventsWhen = 'upcoming' | 'past' | 'all';

export const eventKeys = {
  all: [...catalogKeys.all, 'events'] as const,
  list: (when: EventsWhen) => [...eventKeys.all, when] as const,
  /** By uuid or slug (the festival pages look theirs up by slug). */
  detail: (idOrSlug: string) => [...eventKeys.all, 'detail', idOrSlug] as const,
  /** The Admin Tools' list (every event, with ticket sales): an edit there refreshes `all`. */
  admin: () => [...eventKeys.all, 'admin'] as const,
};

export const productKeys = {
  all: [...catalogKeys.all, 'products'] as const,
  list: () => productKeys.all,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
};

/**
 * When a cached video list was read, judged by its signed links (each expires
 * VIDEO_LINK_TTL_SECONDS after it was made), or null when it holds none. A page a CDN kept for a
 * while carries links made then: hydrated with this time, the list is read again once its
 * staleTime has passed since, and a page just rendered is not read again at all.
 */
export function signedLinksMadeAt(queryKey: readonly unknown[], data: unknown): number | null {
  if (queryKey[0] !== videoKeys.all[0] || queryKey[1] !== videoKeys.all[1]) return null;
  const expiries = ((data ?? []) as Video[])
    .map((video) => Number(new URL(video.videoUrl ?? '/', 'http://x').searchParams.get('exp')))
    .filter((exp) => exp > 0);
  return expiries.length > 0 ? (Math.min(...expiries) - VIDEO_LINK_TTL_SECONDS) * 1000 : null;
}

export const catalogQueries = {
  artist: () =>
    queryOptions({
      queryKey: artistKeys.all,
      queryFn: ({ signal }) => api.get<Artist>('/api/artist', signal),
      // The artist profile changes rarely; keep it across screens without refetching.
      staleTime: 5 * 60_000,
    }),
  albums: () =>
    queryOptions({
      queryKey: albumKeys.list(),
      queryFn: ({ signal }) => api.get<Album[]>('/api/albums', signal),
    }),
  // Videos above the viewer's tier come without a URL; open ones may carry a signed URL that
  // expires, so the list is refetched well within its lifetime (server: VIDEO_LINK_TTL_SECONDS).
  videos: (limit: number, viewer: Viewer | undefined) =>
    queryOptions({
      queryKey: videoKeys.list(limit, viewer),
      queryFn: ({ signal }) => api.get<Video[]>(withLimit('/api/videos', limit), signal),
      enabled: viewer !== undefined,
      staleTime: 5 * 60_000,
      refetchInterval: 10 * 60_000,
    }),
  /** Upcoming come soonest first, past most recent first (the server orders them). */
  events: (when: EventsWhen) =>
    queryOptions({
      queryKey: eventKeys.list(when),
      queryFn: ({ signal }) => api.get<ClubEvent[]>(`/api/events?when=${when}`, signal),
    }),
  products: () =>
    queryOptions({
      queryKey: productKeys.list(),
      queryFn: ({ signal }) => api.get<Product[]>('/api/products', signal),
    }),
  // Posts and tracks differ per subscription tier (locked bodies, lock icons), so the viewer is
  // part of the key: signing in or upgrading then fetches fresh data instead of showing stale locks.
  posts: (limit: number, viewer: Viewer | undefined) =>
    queryOptions({
      queryKey: postKeys.list(limit, viewer),
      queryFn: ({ signal }) => api.get<ContentPost[]>(withLimit('/api/posts', limit), signal),
      enabled: viewer !== undefined,
    }),
  tracks: (limit: number, viewer: Viewer | undefined) =>
    queryOptions({
      queryKey: trackKeys.list(limit, viewer),
      queryFn: ({ signal }) => api.get<Track[]>(withLimit('/api/tracks', limit), signal),
      enabled: viewer !== undefined,
    }),
};
