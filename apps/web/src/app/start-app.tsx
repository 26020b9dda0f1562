import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { AppRoutes, screenHandlesAt } from './router';
import { hydrateQueries, readServerState } from './server-state';
import { appQueryClient } from '../lib/query-client';
import { openWebStorage, yieldToMain } from '../lib/yield-to-main';
import { chooseLocale, isLocale } from '@fanclub/shared/i18n/locales';
import { createTranslator } from '../lib/i18n/translator';
import type { Namespace, Translator } from '../lib/i18n/translator';
import { setRouteMessagesLoader } from '../lib/i18n/route-messages';
import { sessionQueryOptions } from '../lib/session';
import { setRoutePreloader } from '../lib/navigation/route-preload';

/**
 * The page's language. A server-rendered page says it on <html lang> (with the namespaces its
 * texts came from); for the SPA shell it is the member's choice, else the browser's languages.
 */
async function pageTranslator(serverRendered: boolean): Promise<Translator> {
  const root = document.documentElement;
  let locale = serverRendered && isLocale(root.lang) ? root.lang : null;
  if (!locale) {
    const me = await appQueryClient.fetchQuery(sessionQueryOptions()).catch(() => null);
    locale = chooseLocale(me?.locale, navigator.languages);
    root.lang = locale;
  }
  const translator = createTranslator(locale);
  setRouteMessagesLoader((namespaces) => translator.load(namespaces));
  const served = (root.dataset.i18n ?? '').split(' ').filter(Boolean) as Namespace[];
  await translator.load(['app', ...served]);
  return translator;
}

/** The screens at `location` (a path with its query), to load before showing it. */
function screensAt(location: string) {
  return screenHandlesAt(location).map((handle) => handle.screen);
}

/**
 * Loads the code of the screen the page was rendered with before hydrating: otherwise it would
 * suspend, the fallback would show first and the server's HTML would not match. One screen at a
 * time, each in a task of its own: boot.js has preloaded their chunks, so each import only
 * evaluates code, and all of it in one go was the longest task of starting the app (40-90 ms
 * at 4x on the dashboard, after matching the route table).
 */
async function loadScreensOnPage(): Promise<void> {
  for (const screen of screensAt(window.location.pathname + window.location.search)) {
    await yieldToMain();
    await screen.load();
  }
}

/** Renders the app into #root: hydrates a server-rendered screen, else renders the SPA shell. */
export async function startApp(container: HTMLElement): Promise<void> {
  setRoutePreloader(async (to) => {
    await Promise.all(screensAt(to).map((screen) => screen.load()));
  });
  const serverQueries = readServerState();
  if (!serverQueries) {
    // The plain SPA shell (screens not rendered on the server, `vite dev`).
    const translator = await pageTranslator(false);
    createRoot(container).render(
      <StrictMode>
        <App translator={translator}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </App>
      </StrictMode>,
    );
    return;
  }
  // Each step in a task of its own (lib/yield-to-main.ts): on a phone they would otherwise add up
  // to one long task between the page painting and it answering a tap. This module's own code
  // (the route table, the providers) was evaluated in the task that called us; with the cache
  // and the screen's chunks after it in the same task, that task took 40-205 ms at 4x (median
  // 113) on the dashboard, against 24-67 ms for the evaluation alone.
  await yieldToMain();
  hydrateQueries(appQueryClient, serverQueries);
  const translator = await pageTranslator(true);
  await yieldToMain();
  await loadScreensOnPage();
  await yieldToMain();
  openWebStorage();
  await yieldToMain();
  // In a transition React hydrates in slices that yield to input instead of one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App translator={translator}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </App>
      </StrictMode>,
    );
  });
}
