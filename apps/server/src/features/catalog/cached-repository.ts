import type { ReadCache } from '../../plugins/read-cache';
import type { CatalogRepository } from './repository';

/**
 * The hot catalogue reads (dashboard feed, events, shop, the artist) served from the read cache;
 * the rest go to the database each time. Rows are shared between requests, so the service
 * only ever maps them to new objects, never changes them.
 */
export function cachedCatalog(repo: CatalogRepository, cache: ReadCache): CatalogRepository {
  return {
    ...repo,
    artist: () => cache.get('catalog:artist', repo.artist),
    posts: (limit) => cache.get(`catalog:posts:${limit}`, () => repo.posts(limit)),
    // "Upcoming" moves with the clock; the cache's few seconds are well inside an event's start time.
    events: (when, now) => cache.get(`catalog:events:${when}`, () => repo.events(when, now)),
    products: () => cache.get('catalog:products', repo.products),
    product: (id) => cache.get(`catalog:product:${id}`, () => repo.product(id)),
    variants: (ids) => cache.get(`catalog:variants:${ids.join(',')}`, () => repo.variants(ids)),
  };
}
