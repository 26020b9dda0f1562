// Code-split screens for the declarative router (ADR 044): each route's screen is loaded with its
// texts the first time it is shown, and its first reads start at the same moment (render as you
// fetch). The data router did this with `lazy` and `loader`; it cost 17 KB of every first load.
import { createElement, use } from 'react';
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { loadRouteMessages } from '../lib/i18n/route-messages';
import type { Namespace } from '../lib/i18n/translator';

/**
 * A screen's first reads. The server render passes its request's cache and waits (the HTML then
 * carries the data and the LCP picture); in the browser the screen's code is still on its way and
 * nothing waits (screens still useQuery).
 */
export type RouteWarm = (serverClient?: QueryClient) => Promise<void>;

export interface LazyScreen {
  /**
   * The screen's code and its namespaces' texts, loaded once. A failure (after one more try) is
   * kept, so the error boundary shows it; its Retry reloads the page.
   */
  load(): Promise<ComponentType>;
  /** The screen, once loaded: rendered at once, with no suspense (hydration must match). */
  loaded(): ComponentType | undefined;
}

/** One more try after a short pause: a phone's network blip should not become an error screen. */
async function withRetry<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 800));
    return load();
  }
}

export function lazyScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: readonly Namespace[] = [],
): LazyScreen {
  let component: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  return {
    load() {
      pending ??= Promise.all([
        withRetry(load),
        withRetry(() => loadRouteMessages(namespaces)),
      ]).then(([module]) => (component = pick(module)));
      return pending;
    },
    loaded: () => component,
  };
}

/** What a route carries besides its element: read when matching outside React (SSR, hydration). */
export interface ScreenHandle {
  screen: LazyScreen;
  warm?: RouteWarm;
  /** Where the server sends this request instead (a member opening the splash), or null. */
  serverRedirect?: (serverClient: QueryClient, url: URL) => string | null;
}

/**
 * The route's element. A screen not loaded yet suspends: at start-up the root's fallback shows, on
 * a navigation (a transition) the previous screen stays until this one is ready, as before.
 */
export function ScreenRoute({ screen, warm }: ScreenHandle) {
  let Loaded = screen.loaded();
  if (!Loaded) {
    // Its reads start now, with its code, not after it (prefetches dedupe: a retry costs nothing).
    if (warm && typeof window !== 'undefined') void warm();
    Loaded = use(screen.load());
  }
  return createElement(Loaded);
}
