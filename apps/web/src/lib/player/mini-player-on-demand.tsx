// The now-playing bar's code (controls, seek bar, preview badge) loads the first time a track is
// loaded, not with every screen: most visits never play anything, and it kept the dashboard's
// first load over its 150 KB budget. Nothing renders before a track is loaded either way.
import { lazy, Suspense } from 'react';
import { usePlayer } from './player-context';

const LazyMiniPlayer = lazy(() => import('./mini-player').then((m) => ({ default: m.MiniPlayer })));

export function MiniPlayerOnDemand({ aboveNav }: { aboveNav: boolean }) {
  const { track } = usePlayer();
  if (!track) return null;
  return (
    <Suspense fallback={null}>
      <LazyMiniPlayer aboveNav={aboveNav} />
    </Suspense>
  );
}
