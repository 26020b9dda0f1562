import type { Track } from '@fanclub/shared/schemas/catalog';
import type { MessageKey } from '../i18n/translator';
import type { Playback } from './playback-source';

/**
 * Spec error catalogue: playback error ('Failed to load stream'). In the always-loaded `app`
 * texts: the toast can come before the mini player's own texts have loaded.
 */
export const STREAM_ERROR = 'app.streamError' satisfies MessageKey;
// 'Previous' within the first seconds goes to the previous track; later it restarts this one.
export const RESTART_AFTER_S = 3;

export interface PlayerState {
  queue: readonly Track[];
  /** Index into `queue`; -1 when nothing is loaded. */
  index: number;
  /** The listener wants sound: set by a play press, cleared by pause, the queue's end or an error. */
  playing: boolean;
  /** Waiting for the stream URL or for enough audio to play. */
  loading: boolean;
  /** The text key of what went wrong, shown in the page's language. */
  error: MessageKey | null;
  /** What the loaded URL plays: the full track or the 30-second preview. */
  playback: Pick<Playback, 'kind' | 'previewSeconds'> | null;
}

export interface PlayerProgress {
  currentTime: number;
  duration: number;
}

export interface LoadOptions {
  play: boolean;
  /** Resume position after fetching a fresh URL for the same track. */
  startAt?: number;
  /** The one automatic retry after a media error (usually a lapsed signed URL). */
  retry?: boolean;
}

export const EMPTY: PlayerState = {
  queue: [],
  index: -1,
  playing: false,
  loading: false,
  error: null,
  playback: null,
};
export const NO_PROGRESS: PlayerProgress = { currentTime: 0, duration: 0 };

export function emitter() {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit: () => listeners.forEach((listener) => listener()),
  };
}

type MediaHandlers = Partial<Record<keyof HTMLMediaElementEventMap, () => void>>;

/** Adds the handlers to the element; the returned function removes them again. */
export function listen(target: HTMLMediaElement, handlers: MediaHandlers): () => void {
  const entries = Object.entries(handlers);
  entries.forEach(([type, handler]) => target.addEventListener(type, handler));
  return () => entries.forEach(([type, handler]) => target.removeEventListener(type, handler));
}
