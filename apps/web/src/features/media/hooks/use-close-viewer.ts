import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';

/**
 * Leaving a full-screen viewer returns where the fan was: Back when they came from a screen of
 * this app (the scroll position comes back with it), else the Content tab, replacing the viewer
 * so Back does not reopen it.
 */
export function useCloseViewer() {
  const navigate = useNavigate();
  // 'default' is the key of the entry the app was opened on: nothing of ours behind it.
  const cameFromApp = useLocation().key !== 'default';
  return useCallback(() => {
    if (cameFromApp) void navigate(-1);
    else void navigate(paths.mediaHub, { replace: true });
  }, [navigate, cameFromApp]);
}
