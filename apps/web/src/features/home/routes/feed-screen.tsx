import { paths } from '../../../app/paths';
import { HappeningNowSection } from '../components/live-now';
import { lazy, Suspense } from 'react';
import { LiveBanner } from '../components/live-banner';

// The carousel's code (about 2 KB gzip) loads after the feed's: /home's first load has no room for
// it (ADR 041). The server renders it into the page all the same, and hydration leaves that HTML
// in place until the code is there; a client-side visit shows a box of the slide's size meanwhile.
const PromoCarousel = lazy(() =>
  import('../../../lib/catalog/promo-carousel').then((m) => ({ default: m.PromoCarousel })),
);

// The sections among the first posts are below the fold: their code comes after the feed's too.
const UpcomingLiveStreamsSection = lazy(() =>
  import('../components/upcoming-live-streams').then((m) => ({
    default: m.UpcomingLiveStreamsSection,
  })),
);
const UpcomingEventsSection = lazy(() =>
  import('../components/upcoming-events').then((m) => ({ default: m.UpcomingEventsSection })),
);

// /home (spec section 2, Home / feed screen) is the club's feed (features/community); the app
// layer places these spec sections in it. Its live items point at the Coachella page.

/** Above the feed: the live banner, the three-card carousel and Happening Now. */
export function FeedTopSections() {
  return (
    <>
      <LiveBanner />
      <Suspense fallback={<div aria-hidden className="aspect-[4/3] rounded-3xl bg-stage-800" />}>
        <PromoCarousel />
      </Suspense>
      <HappeningNowSection to={paths.coachella} />
    </>
  );
}

/** Among the first posts: Upcoming Live Streams and Upcoming Events. */
export function FeedInterludeSections() {
  return (
    <div className="-mt-5">
      <Suspense fallback={null}>
        <UpcomingLiveStreamsSection to={paths.coachella} />
        <UpcomingEventsSection />
      </Suspense>
    </div>
  );
}
