import { api } from '../api-client';

/** GET /api/tracks/:id/playback: a signed, short-lived URL for the full track or its preview. */
export interface Playback {
  trackId: string;
  kind: 'full' | 'preview';
  url: string;
  expiresAt: string;
  /** Length of the preview rendition (30 s); null for the full track. */
  previewSeconds: number | null;
}

// A URL this close to expiry is fetched again rather than risk a 403 halfway through loading.
const EXPIRY_MARGIN_MS = 15_000;

export function isFresh(playback: Playback, now = Date.now()): boolean {
  return Date.parse(playback.expiresAt) - now > EXPIRY_MARGIN_MS;
}

/**
 * Playback URLs per track, reused while they are valid: a cached URL lets a tap start the track
 * synchronously, which mobile browsers like best.
 */
export function createPlaybackSource() {
  const cache = new Map<string, Playback>();
  return {
    peek(trackId: string): Playback | undefined {
      const playback = cache.get(trackId);
      return playback && isFresh(playback) ? playback : undefined;
    },
    async fetch(trackId: string): Promise<Playback> {
      const playback = await api.get<Playback>(
        `/api/tracks/${encodeURIComponent(trackId)}/playback`,
      );
      cache.set(trackId, playback);
      return playback;
    },
    forget(trackId: string): void {
      cache.delete(trackId);
    },
    clear(): void {
      cache.clear();
    },
  };
}
