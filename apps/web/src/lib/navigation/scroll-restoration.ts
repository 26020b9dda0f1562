// Scroll positions per history entry (spec section 2: a new navigation starts at the top, Back
// returns to where the fan was). The data router's <ScrollRestoration> did this before ADR 044.
// Keyed per history entry, as it was: a pathname key would restore an old position on a fresh
// visit, and a scroll-to-top on every path change would undo Back.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'fanclub-scroll-positions';
let positions: Map<string, number> | undefined;

function savedPositions(): Map<string, number> {
  if (!positions) {
    positions = new Map();
    try {
      const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<
        string,
        number
      >;
      for (const [key, y] of Object.entries(stored)) positions.set(key, y);
    } catch {
      // Storage blocked or spoiled: positions are kept for this page's life only.
    }
  }
  return positions;
}

function scrollToHash(hash: string): boolean {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView();
  return target !== null;
}

export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);
  const previousPath = useRef<string | null>(null);

  // The reader's position, as they scroll, for the entry on screen; kept across a reload.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => savedPositions().set(currentKey.current, window.scrollY);
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(savedPositions())));
      } catch {
        // Full or blocked storage: Back still works within this page's life.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    // A server-rendered screen can be scrolled before the app takes it over: that position had
    // no listener to hear it, and Back came to the top (a flaky CI test on slow machines).
    remember();
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // Before the new screen paints: back to the entry's position, to the #target, or to the top
  // (only when the path changed: a tab or filter in the address keeps the reader where they are).
  useLayoutEffect(() => {
    currentKey.current = location.key;
    const samePath = previousPath.current === location.pathname;
    const firstRender = previousPath.current === null;
    previousPath.current = location.pathname;
    const saved = savedPositions().get(location.key);
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash && scrollToHash(location.hash)) return;
    else if (!firstRender && !samePath) window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash, navigationType]);
}
