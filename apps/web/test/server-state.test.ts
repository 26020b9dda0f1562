// The query cache a server render inlines, read back as the browser does: byte-stable JSON
// (content ETags), and fresh data in the browser except lists whose signed links have aged (in a
// CDN's cache).
import { describe, expect, it } from 'vitest';
import { VIDEO_LINK_TTL_SECONDS } from '@fanclub/shared/limits';
import type { Video } from '@fanclub/shared/schemas/catalog';
import { hydrateQueries, serializeQueries } from '../src/app/server-state';
import { catalogQueries } from '../src/lib/catalog/catalog-queries';
import { createQueryClient } from '../src/lib/query-client';

function video(videoUrl: string | null): Video {
  return {
    id: '7ac59a38-385d-4404-9c9b-818e8349a9ad',
    slug: 'studio-session',
    title: 'Studio Session',
    description: 'Inside the making of Late Bloom.',
    requiredTier: 'free',
    locked: videoUrl === null,
    videoUrl,
    embedUrl: null,
    thumbnail: null,
    durationSeconds: 12,
    publishedAt: '2026-11-26T01:45:29.288Z',
  } as unknown as Video;
}

/** Renders a cache to its inlined JSON and hydrates a fresh browser cache from it. */
function throughThePage(fill: (client: ReturnType<typeof createQueryClient>) => void) {
  const server = createQueryClient();
  fill(server);
  const json = serializeQueries(server);
  const browser = createQueryClient();
  hydrateQueries(browser, JSON.parse(json));
  return { json, browser };
}

describe('the inlined query cache', () => {
  it('is the same bytes for the same data, whenever it was made', async () => {
    const fill = (client: ReturnType<typeof createQueryClient>) =>
      client.setQueryData(catalogQueries.posts(5, 'guest').queryKey, []);
    const first = throughThePage(fill).json;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(throughThePage(fill).json).toBe(first);
  });

  it('hydrates as fresh data, so the screen does not fetch it again', () => {
    const { browser } = throughThePage((client) => {
      client.setQueryData(catalogQueries.posts(5, 'guest').queryKey, []);
      client.setQueryData(catalogQueries.videos(2, 'guest').queryKey, [
        video('/media/video-1.mp4'),
      ]);
    });
    // The app's default staleness (30 s): neither list is due for a refetch on mount.
    for (const key of [
      catalogQueries.posts(5, 'guest').queryKey,
      catalogQueries.videos(2, 'guest').queryKey,
    ]) {
      expect(browser.getQueryCache().find({ queryKey: key })?.isStaleByTime(30_000)).toBe(false);
    }
  });

  it('dates a video list by its signed links: read again if a CDN kept the page, not if it is new', () => {
    const key = catalogQueries.videos(2, 'vip').queryKey;
    const staleTime = catalogQueries.videos(2, 'vip').staleTime as number;
    const signedAt = (msAgo: number) => {
      const exp = Math.floor((Date.now() - msAgo) / 1000) + VIDEO_LINK_TTL_SECONDS;
      return `/api/media/video/clips/clip-1.mp4?exp=${exp}&sig=abc`;
    };
    const hydrated = (url: string) =>
      throughThePage((client) => client.setQueryData(key, [video(url), video(null)]))
        .browser.getQueryCache()
        .find({ queryKey: key });

    const kept = hydrated(signedAt(staleTime + 60_000));
    expect(kept?.state.data).toEqual([video(signedAt(staleTime + 60_000)), video(null)]);
    expect(kept?.isStaleByTime(staleTime)).toBe(true);
    expect(hydrated(signedAt(5_000))?.isStaleByTime(staleTime)).toBe(false);
  });
});
