/// <reference lib="webworker" />
// The service worker: precached app shell, an offline page for navigations that cannot reach the
// server, and go-live push notifications. API, live video, storage and auth responses are never
// cached or even touched: only precached build files and page navigations are handled here.
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { openFromNotification, renewSubscription, showPush } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// A new deploy's worker takes over at once: the shell it precaches belongs to that deploy.
void self.skipWaiting();
clientsClaim();

// No directory index: '/' must never be answered by the precached index.html (it is rendered on
// the server, and a deploy must show at once); that copy only backs OFFLINE_SCREENS below.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
// The page request starts while the worker boots, so going through it costs no extra latency.
enableNavigationPreload();

/**
 * Screens that still open with no network: the app shell from the precache, and their data from
 * the copy the page saved on the device (apps/web/src/lib/offline-pass.ts).
 */
const OFFLINE_SCREENS = new Set(['/tickets']);

/** Paths whose responses may carry signed-in data or media (auth lives at /api/auth): left alone. */
const NEVER_HANDLED = [/^\/api(\/|$)/, /^\/live(\/|$)/, /^\/storage(\/|$)/];

// Pages always come from the network (index.html is never cached, so a deploy shows at once);
// only when the network fails does the precached offline page answer.
registerRoute(
  new NavigationRoute(
    async ({ event, request }) => {
      try {
        const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
        return preloaded ?? (await fetch(request));
      } catch {
        const shell = OFFLINE_SCREENS.has(new URL(request.url).pathname)
          ? await matchPrecache('/index.html')
          : undefined;
        return shell ?? (await matchPrecache('/offline.html')) ?? Response.error();
      }
    },
    { denylist: NEVER_HANDLED },
  ),
);

self.addEventListener('push', (event) => event.waitUntil(showPush(self.registration, event.data)));
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(self, event.notification));
});
self.addEventListener('pushsubscriptionchange', (event) =>
  event.waitUntil(renewSubscription(self.registration, event)),
);
