// Server rendering of the public screens, loaded by the API server (apps/server/src/plugins/web-pages.ts)
// from the SSR build (dist-ssr/entry-server.js). The screens' own first reads (route-data.ts) fill a
// query cache for this request; the HTML is rendered from it and the cache is inlined for hydration.
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { AppRoutes, screenHandlesAt } from './app/router';
import { SERVER_STATE_ID, serializeQueries } from './app/server-state';
import { setApiFetch } from './lib/api-client';
import { memberCartQueryOptions } from './lib/cart/cart-api';
import { activeStreamQuery } from './lib/live/active-stream';
import { createQueryClient } from './lib/query-client';
import { sessionQueryOptions } from './lib/session';
import { chooseLocale } from '@fanclub/shared/i18n/locales';
import { acceptLanguageTags } from '@fanclub/shared/i18n/accept-language';
import type { Locale } from '@fanclub/shared/i18n/locales';
import { NAMESPACES } from 'virtual:i18n-catalog';
import { createTranslator } from './lib/i18n/translator';
import type { Namespace } from './lib/i18n/translator';

/** Each request's reads go to the app with that request's cookie; concurrent renders stay apart. */
const requestFetch = new AsyncLocalStorage<typeof fetch>();
setApiFetch((input, init) => {
  const fetchForRequest = requestFetch.getStore();
  if (!fetchForRequest) return Promise.reject(new Error('API read outside a server render'));
  return fetchForRequest(input, init);
});

export type RenderResult =
  | { kind: 'shell' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The markup for #root, followed by the inlined query cache. */
      body: string;
      /** True when the page holds the viewer's own data (never cache it in a shared cache). */
      personal: boolean;
      /** The page's language: the member's choice, else the request's Accept-Language. */
      locale: Locale;
      /** The namespaces whose texts the page shows: the browser loads them before hydrating. */
      namespaces: string[];
    };

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** `fetch` answers the app's own API for this request (cookie included), without a network hop. */
export async function render(
  request: Request,
  fetch: typeof globalThis.fetch,
): Promise<RenderResult> {
  return requestFetch.run(fetch, async () => {
    const queryClient = createQueryClient();
    // Every screen reads the session (cart badge, guards, tier-dependent texts), whether anyone is
    // live (the bottom bar's dot, the dashboard's banner) and a member's cart: all of it is then
    // right in the HTML, not fetched and re-rendered after hydration.
    await Promise.all([
      queryClient.prefetchQuery(sessionQueryOptions()),
      queryClient.prefetchQuery(activeStreamQuery()),
    ]);
    const session = queryClient.getQueryData(sessionQueryOptions().queryKey) ?? null;
    if (session) await queryClient.prefetchQuery(memberCartQueryOptions(session.user.id));
    const locale = chooseLocale(
      session?.locale,
      acceptLanguageTags(request.headers.get('accept-language')),
    );
    // Every namespace: loaded once per process and language (translator.ts shares them), so after
    // the first request this only waits on settled promises.
    const translator = createTranslator(locale);
    await translator.load(NAMESPACES as Namespace[]);
    const url = new URL(request.url);
    const handles = screenHandlesAt(url.pathname);
    for (const { serverRedirect } of handles) {
      const location = serverRedirect?.(queryClient, url);
      if (location) return { kind: 'redirect', status: 302, location };
    }
    try {
      // The screen's code (rendered without suspending) and its first reads, together.
      await Promise.all(
        handles.flatMap(({ screen, warm }) => [screen.load(), warm?.(queryClient)]),
      );
    } catch {
      // A screen that cannot load here is left to the browser (the SPA shell renders it as before).
      return { kind: 'shell' };
    }
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <App queryClient={queryClient} translator={translator}>
          <StaticRouter location={url.pathname + url.search}>
            <AppRoutes />
          </StaticRouter>
        </App>
      </StrictMode>,
    );
    const markup = await streamToString(prelude);
    // Not an inline script (the CSP forbids them): a JSON block the browser reads before hydrating.
    const state = `<script type="application/json" id="${SERVER_STATE_ID}">${serializeQueries(queryClient)}</script>`;
    return {
      kind: 'page',
      status: 200,
      body: markup + state,
      personal: session !== null,
      locale,
      namespaces: translator.used(),
    };
  });
}
