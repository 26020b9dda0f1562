// The query cache the server filled while rendering a page, inlined in that page as JSON so the
// browser hydrates with exactly the data the HTML was made from (no refetch, no mismatch).
import { dehydrate, hydrate } from '@tanstack/react-query';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { signedLinksMadeAt } from '../lib/catalog/catalog-queries';

export const SERVER_STATE_ID = 'fanclub-queries';

/** JSON that cannot end its <script> element early. */
export function toScriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The cache as JSON, safe inside a <script> element. Timestamps are dropped so the same data
 * gives the same bytes in every process (the page's ETag is a hash of its content); the browser
 * stamps them when it hydrates.
 */
export function serializeQueries(client: QueryClient): string {
  const state = dehydrate(client);
  for (const query of state.queries) {
    query.dehydratedAt = 0;
    query.state.dataUpdatedAt = 0;
    query.state.errorUpdatedAt = 0;
  }
  return toScriptJson(state);
}

function readJson<T>(id: string): T | null {
  const element = document.getElementById(id);
  return element?.textContent ? (JSON.parse(element.textContent) as T) : null;
}

/** The query cache this page was rendered from, or null for the plain SPA shell. */
export function readServerState(): DehydratedState | null {
  return readJson<DehydratedState>(SERVER_STATE_ID);
}

/**
 * Fills the browser's cache as fresh data, as if it had just been fetched; a list with signed links
 * is dated from when its links were made, so one a CDN kept for a while is read again.
 */
export function hydrateQueries(client: QueryClient, state: DehydratedState): void {
  const now = Date.now();
  for (const query of state.queries) {
    query.dehydratedAt = now;
    const linksMadeAt = signedLinksMadeAt(query.queryKey, query.state.data);
    query.state.dataUpdatedAt = linksMadeAt === null ? now : Math.min(now, linksMadeAt);
  }
  hydrate(client, state);
}
