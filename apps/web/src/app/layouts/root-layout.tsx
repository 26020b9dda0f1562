import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { MiniPlayer } from '../../lib/player/mini-player';
import { PlayerProvider } from '../../lib/player/player-context';
import { bottomNavPaths } from '../paths';

/** Every path change starts at the top of the page (spec section 2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  // NavLayout's screens: the mini player then sits above the bottom bar.
  const withNav = bottomNavPaths.includes(pathname.replace(/(.)\/+$/, '$1'));
  return (
    <PlayerProvider>
      <ScrollToTop />
      <ScrollRestoration getKey={(location) => location.pathname} />
      <Outlet />
      <MiniPlayer aboveNav={withNav} />
    </PlayerProvider>
  );
}
