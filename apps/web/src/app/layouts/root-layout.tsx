import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { useT } from '../../lib/i18n/i18n-context';
import { signalLocationCommit } from '../../lib/navigation/route-preload';
import { useScrollRestoration } from '../../lib/navigation/scroll-restoration';
import { MiniPlayerOnDemand } from '../../lib/player/mini-player-on-demand';
import { PlayerProvider } from '../../lib/player/player-context';
import { RouteErrorBoundary } from '../error-screen';
import { HydratedSignal } from '../hydrated-signal';
import { bottomNavPaths } from '../paths';

/** While the first screen's code loads: the shell's text, as no screen's texts are loaded yet. */
function LoadingFallback() {
  const t = useT();
  return <FullScreenSpinner label={t('app.loading')} />;
}

export function RootLayout() {
  const t = useT();
  const location = useLocation();
  useScrollRestoration();
  // A link waiting to morph into this screen (lib/navigation/view-transition-link.tsx).
  useLayoutEffect(signalLocationCommit, [location.key]);
  // NavLayout's screens: the mini player then sits above the bottom bar.
  const withNav = bottomNavPaths.includes(location.pathname.replace(/(.)\/+$/, '$1'));
  return (
    <PlayerProvider t={t}>
      <RouteErrorBoundary>
        {/* Later screens load in a transition: the one on screen stays until the next is ready. */}
        <Suspense fallback={<LoadingFallback />}>
          <Outlet />
          {/*
            Inside the boundary: React hydrates what a Suspense boundary holds after the rest, so
            the signal (and boot.js's replay of early taps) waits until the screen can answer.
          */}
          <HydratedSignal />
        </Suspense>
      </RouteErrorBoundary>
      <MiniPlayerOnDemand aboveNav={withNav} />
    </PlayerProvider>
  );
}
