// The now-playing bar's code (controls, seek bar, preview badge) loads the first time a track is
// loaded, not with every screen: most visits never play anything, and it kept the dashboard's
// first load over its 150 KB budget. Nothing renders before a track is loaded either way.
import { lazy, Suspense } from 'react';
import { loadRouteMessages } from '../i18n/route-messages';
import { usePlayer } from './player-context';

// Its texts (the `player` namespace) load with its code, so it never renders before them.
const LazyMiniPlayer = lazy(() =>
  Promise.all([import('./mini-player'), loadRouteMessages(['player'])]).then(([m]) => ({
    default: m.MiniPlayer,
  })),
);

export function MiniPlayerOnDemand({ aboveNav }: { aboveNav: boolean }) {
  const { track } = usePlayer();
  if (!track) return null;
  return (
    <Suspense fallback={null}>
      <LazyMiniPlayer aboveNav={aboveNav} />
    </Suspense>
  );
}
