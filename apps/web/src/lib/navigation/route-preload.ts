// What a link that morphs into the next screen (view-transition-link.tsx) needs from the router
// without importing the route table (which imports every screen's loader): the next screen's code,
// loaded first, and the moment the new location is on screen. start-app.tsx sets the preloader.

let preloader: (to: string) => Promise<void> = () => Promise.resolve();
let commitWaiters: (() => void)[] = [];

export function setRoutePreloader(load: typeof preloader): void {
  preloader = load;
}

/** Loads the code and texts of the screen at `to`, so that navigating there does not wait. */
export function preloadRoute(to: string): Promise<void> {
  return preloader(to);
}

/**
 * Resolves once the next location has been rendered (root-layout.tsx signals it), or after
 * `timeoutMs` (a navigation to the same address commits nothing; the page must not stay frozen).
 */
export function nextLocationCommit(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    commitWaiters.push(resolve);
    setTimeout(resolve, timeoutMs);
  });
}

/** Called when a new location's screen has been committed to the page. */
export function signalLocationCommit(): void {
  const waiters = commitWaiters;
  commitWaiters = [];
  for (const resolve of waiters) resolve();
}
