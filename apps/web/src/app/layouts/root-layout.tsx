import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { MiniPlayerOnDemand } from '../../lib/player/mini-player-on-demand';
import { PlayerProvider } from '../../lib/player/player-context';
import { bottomNavPaths } from '../paths';

export function RootLayout() {
  const { pathname } = useLocation();
  // NavLayout's screens: the mini player then sits above the bottom bar.
  const withNav = bottomNavPaths.includes(pathname.replace(/(.)\/+$/, '$1'));
  return (
    <PlayerProvider>
      {/*
        Keyed per history entry (React Router's default): a new navigation starts at the top
        (spec section 2), Back returns to where the fan was. A pathname key would restore an old
        position on a fresh visit, and a scroll-to-top on every path change would undo Back.
      */}
      <ScrollRestoration />
      <Outlet />
      <MiniPlayerOnDemand aboveNav={withNav} />
    </PlayerProvider>
  );
}
