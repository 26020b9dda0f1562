// Render-as-you-fetch: a screen's first reads start together with its code, instead of after
// the code has loaded and rendered (on a phone that is the difference between one round trip
// and three before the largest picture can even be requested).
import type { QueryClient } from '@tanstack/react-query';
import { EMAIL_CONFIRMED_PARAM } from '@fanclub/shared/auth-links';
import { LATEST_VIDEOS_LIMIT, NEWS_LIMIT, TRACKS_LIST_LIMIT } from '@fanclub/shared/limits';
import { sessionQueryOptions } from '../lib/session';
import type { Session } from '../lib/session';
import { catalogQueries } from '../lib/catalog/catalog-queries';
import { viewerOf } from '../lib/catalog/viewer';
import type { Viewer } from '../lib/catalog/viewer';
import { appQueryClient } from '../lib/query-client';
import { upcomingLivesQuery } from '../lib/live/scheduled-lives';
import { paths } from './paths';
import type { RouteWarm } from './lazy-screen';

/**
 * Starts the given reads. In the browser it never waits for them (screens still useQuery); on the
 * server (given the request's own cache, to fill and then inline) it waits, so the HTML carries
 * the data and the LCP picture.
 */
function warm(...reads: ((client: QueryClient) => Promise<void>)[]): RouteWarm {
  return async (server) => {
    if (server) {
      await Promise.all(reads.map((read) => read(server)));
      return;
    }
    for (const read of reads) void read(appQueryClient);
  };
}

/**
 * Reads that depend on the session, once it is known: the server render has read it before any
 * loader runs; in the browser an unsettled lookup skips them and the screen fetches them itself.
 */
function onceSessionKnown(read: (client: QueryClient, session: Session | null) => Promise<void>) {
  return async (client: QueryClient) => {
    const session = client.getQueryData(sessionQueryOptions().queryKey);
    if (session !== undefined) await read(client, session);
  };
}

/** Reads that depend on who is looking (locked posts, video links). */
const forViewer = (read: (client: QueryClient, viewer: Viewer) => Promise<void>) =>
  onceSessionKnown((client, session) => read(client, viewerOf(session)));

/** Reads only a signed-in member has (their own billing); skipped for guests. */
const forMember = (read: (client: QueryClient) => Promise<void>) =>
  onceSessionKnown(async (client, session) => {
    if (session) await read(client);
  });

// Everything the dashboard shows, news and videos included: a section left to load after
// hydration costs a second render that creates its DOM, on the phone's busiest second.
export const warmDashboard = warm(
  (c) => c.prefetchQuery(catalogQueries.artist()),
  (c) => c.prefetchQuery(catalogQueries.albums()),
  (c) => c.prefetchQuery(upcomingLivesQuery()),
  (c) => c.prefetchQuery(catalogQueries.events('upcoming')),
  (c) => c.prefetchQuery(catalogQueries.products()),
  forViewer((c, viewer) => c.prefetchQuery(catalogQueries.posts(NEWS_LIMIT, viewer))),
  forViewer((c, viewer) => c.prefetchQuery(catalogQueries.videos(LATEST_VIDEOS_LIMIT, viewer))),
);
export const warmMusic = warm(
  (c) => c.prefetchQuery(catalogQueries.albums()),
  (c) => c.prefetchQuery(catalogQueries.artist()),
  forViewer((c, viewer) => c.prefetchQuery(catalogQueries.tracks(TRACKS_LIST_LIMIT, viewer))),
);
export const warmShopList = warm((c) => c.prefetchQuery(catalogQueries.products()));
export const warmEvents = warm(
  (c) => c.prefetchQuery(catalogQueries.events('upcoming')),
  (c) => c.prefetchQuery(catalogQueries.events('past')),
);
// The club's feed (/home, server-rendered): its first page, the bell's count and the upcoming events
// the app layer places among the posts, so the posts are in the HTML instead of fetched after the
// app has started. The feed's query code comes with the screen's chunk (a dynamic import here keeps
// it out of every screen's first load); the key's reader is the one useReader gives.
export const warmFeed = warm(
  onceSessionKnown(async (client, session) => {
    const { communityQueries } = await import('../features/community/api/community-api');
    await client.prefetchInfiniteQuery(communityQueries.feed('all', session?.user.id ?? 'guest'));
  }),
  forMember(async (client) => {
    const { inboxQueries } = await import('../lib/inbox/inbox-queries');
    await client.prefetchQuery(inboxQueries.unreadCount());
  }),
  (c) => c.prefetchQuery(upcomingLivesQuery()),
  (c) => c.prefetchQuery(catalogQueries.events('upcoming')),
);
// A member's plan decides the buttons (current plan, upgrade, manage): in the HTML, not re-rendered.
// The billing and sign-in calls are imported here, not at the top: only their screens use them,
// and every screen's first load carries this module (measured: 0.6 KB gzip of /home's budget).
export const warmSubscribe = warm(
  forMember(async (c) => {
    const { subscriptionQueryOptions } = await import('../features/subscriptions/api/billing-api');
    await c.prefetchQuery(subscriptionQueryOptions());
  }),
);
// The login screen's social buttons and demo hint depend on server configuration.
export const warmLogin = warm(async (c) => {
  const { signInOptionsQueryOptions } = await import('../features/auth/api/auth-api');
  await c.prefetchQuery(signInOptionsQueryOptions());
});

/**
 * The splash sends a member straight in. On the server that is an HTTP redirect (a <Navigate>
 * cannot act during a server render); back from a confirmation link the screen itself moves on,
 * after saying "Your e-mail is confirmed".
 */
export function landingRedirect(server: QueryClient, url: URL): string | null {
  if (url.searchParams.has(EMAIL_CONFIRMED_PARAM)) return null;
  return server.getQueryData(sessionQueryOptions().queryKey) ? paths.dashboard : null;
}
