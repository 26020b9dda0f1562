// Render-as-you-fetch: a screen's first reads start together with its code, instead of after
// the code has loaded and rendered (on a phone that is the difference between one round trip
// and three before the largest picture can even be requested).
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { LATEST_VIDEOS_LIMIT } from '@fanclub/shared/limits';
import { catalogQueries } from '../lib/catalog/catalog-queries';
import { appQueryClient } from '../lib/query-client';
import { eventsQueryOptions } from '../features/events/api/events-api';
import { productsQueryOptions } from '../features/shop/api/products-api';

/** A route loader that starts the given reads and never waits for them (screens still useQuery). */
function warm(...reads: ((client: QueryClient) => Promise<void>)[]): LoaderFunction {
  return () => {
    for (const read of reads) void read(appQueryClient);
    return null;
  };
}

export const warmDashboard = warm(
  (c) => c.prefetchQuery(catalogQueries.artist()),
  (c) => c.prefetchQuery(catalogQueries.albums()),
  (c) => c.prefetchQuery(catalogQueries.upcomingEvents()),
  (c) => c.prefetchQuery(catalogQueries.videos(LATEST_VIDEOS_LIMIT)),
  (c) => c.prefetchQuery(catalogQueries.products()),
);
export const warmMusic = warm((c) => c.prefetchQuery(catalogQueries.albums()));
export const warmShopList = warm((c) => c.prefetchQuery(productsQueryOptions()));
export const warmEvents = warm((c) => c.prefetchQuery(eventsQueryOptions('upcoming')));
