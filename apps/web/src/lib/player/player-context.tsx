import { createContext, use, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useViewer } from '../catalog/viewer';
import { useT } from '../i18n/i18n-context';
import { PlayerStore } from './player-store';

const PlayerContext = createContext<PlayerStore | null>(null);

/** Owns the app's single <audio> element; mount once, above every screen. */
export function PlayerProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new PlayerStore());
  const audioRef = useRef<HTMLAudioElement>(null);
  const viewer = useViewer();
  const t = useT();

  useEffect(() => (audioRef.current ? store.attach(audioRef.current) : undefined), [store]);
  useEffect(() => store.setViewer(viewer), [store, viewer]);
  // The shell's own namespace: always loaded, whichever screen the player fails on.
  useEffect(() => store.setFailureText(t('app.streamFailed')), [store, t]);

  return (
    <PlayerContext value={store}>
      {children}
      {/* Controls live in the UI; the element itself is never shown. */}
      <audio ref={audioRef} preload="none" hidden />
    </PlayerContext>
  );
}

/** The player's controls (stable functions) and snapshots; null outside PlayerProvider. */
export function useOptionalPlayerStore(): PlayerStore | null {
  return use(PlayerContext);
}

function usePlayerStore(): PlayerStore {
  const store = use(PlayerContext);
  if (!store) throw new Error('usePlayer needs a PlayerProvider above it.');
  return store;
}

/** What is loaded and whether it plays, plus the controls. Re-renders on state changes only. */
export function usePlayer() {
  const store = usePlayerStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, track: state.queue[state.index] ?? null, controls: store };
}

/** Current time and duration in seconds; re-renders several times a second while playing. */
export function usePlayerProgress() {
  const store = usePlayerStore();
  return useSyncExternalStore(store.subscribeProgress, store.getProgress, store.getProgress);
}
