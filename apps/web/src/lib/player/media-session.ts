import { useEffect } from 'react';
import type { Track } from '@fanclub/shared/schemas/catalog';
import type { PlayerStore } from './player-store';

const SKIP_SECONDS = 10;

function artworkType(url: string): string | undefined {
  const ext = /\.(\w+)(?:$|\?)/.exec(url)?.[1]?.toLowerCase();
  return ext
    ? (
        {
          webp: 'image/webp',
          avif: 'image/avif',
          png: 'image/png',
          jpg: 'image/jpeg',
          jpeg: 'image/jpeg',
        } as const
      )[ext]
    : undefined;
}

function setHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null): void {
  try {
    navigator.mediaSession.setActionHandler(action, handler);
  } catch {
    // Browsers throw for actions they do not support (seekto in older Safari); skip those.
  }
}

/**
 * Lock screen, notification and headset controls (Media Session API): what is playing, with the
 * cover, and play / pause / previous / next / seek wired to the player.
 */
export function useMediaSession(
  store: PlayerStore,
  track: Track | null,
  playing: boolean,
  artist: string,
): void {
  const supported = typeof navigator !== 'undefined' && 'mediaSession' in navigator;

  useEffect(() => {
    if (!supported) return;
    const cover = track?.coverImage;
    navigator.mediaSession.metadata = track
      ? new MediaMetadata({
          title: track.title,
          artist,
          album: track.albumTitle ?? '',
          artwork: cover
            ? [
                {
                  src: new URL(cover.url, location.href).href,
                  sizes: `${cover.width}x${cover.height}`,
                  type: artworkType(cover.url),
                },
              ]
            : [],
        })
      : null;
    // The bar unmounts when the queue empties: the lock screen forgets the track with it.
    return () => {
      navigator.mediaSession.metadata = null;
    };
  }, [supported, track, artist]);

  useEffect(() => {
    if (!supported) return;
    navigator.mediaSession.playbackState = track ? (playing ? 'playing' : 'paused') : 'none';
    return () => {
      navigator.mediaSession.playbackState = 'none';
    };
  }, [supported, track, playing]);

  useEffect(() => {
    if (!supported) return;
    const seekBy = (delta: number) => store.seek(store.getProgress().currentTime + delta);
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', store.play],
      ['pause', store.pause],
      ['previoustrack', store.previous],
      ['nexttrack', store.next],
      ['seekto', (details) => details.seekTime !== undefined && store.seek(details.seekTime)],
      ['seekbackward', (details) => seekBy(-(details.seekOffset ?? SKIP_SECONDS))],
      ['seekforward', (details) => seekBy(details.seekOffset ?? SKIP_SECONDS)],
    ];
    handlers.forEach(([action, handler]) => setHandler(action, handler));
    const updatePosition = () => {
      const { currentTime, duration } = store.getProgress();
      if (!(duration > 0) || typeof navigator.mediaSession.setPositionState !== 'function') return;
      try {
        navigator.mediaSession.setPositionState({
          duration,
          position: Math.min(currentTime, duration),
          playbackRate: 1,
        });
      } catch {
        // A position past a not-yet-updated duration throws; the next tick corrects it.
      }
    };
    const unsubscribe = store.subscribeProgress(updatePosition);
    return () => {
      unsubscribe();
      handlers.forEach(([action]) => setHandler(action, null));
    };
  }, [supported, store]);
}
