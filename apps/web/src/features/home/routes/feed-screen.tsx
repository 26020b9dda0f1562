import { paths } from '../../../app/paths';
import { HappeningNowSection } from '../components/live-now';
import { lazy, Suspense } from 'react';
import { LiveBanner } from '../components/live-banner';
import { useHydrated } from '../../../lib/use-hydrated';
import { loadRouteMessages } from '../../../lib/i18n/route-messages';

// The carousel's code (about 2 KB gzip) loads once the page runs, with its texts ('promo'): /home's
// first load has no room for them (ADR 041). The server and hydration show a box of the slide's
// size in its place; a lazy component in the server's render would need an inline script to finish
// (the CSP allows none: React error 419), so it is rendered only after hydration.
const PromoCarousel = lazy(() =>
  Promise.all([import('../../../lib/catalog/promo-carousel'), loadRouteMessages(['promo'])]).then(
    ([m]) => ({ default: m.PromoCarousel }),
  ),
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
  const hydrated = useHydrated();
  // The first slide's picture (promo-carousel.tsx's carousel-1) in the server's HTML: it is the
  // page's largest paint (LCP), which waited for the carousel's code while the box was empty
  // (Lighthouse LCP 3.1 s). Written out here: ArtImage and generatedImage cost /home's first load
  // 0.3 KB it does not have.
  const slideBox = (
    <div aria-hidden className="relative aspect-[4/3] overflow-hidden rounded-3xl bg-stage-800">
      <picture>
        <source type="image/avif" srcSet="/media/carousel-1-800.avif" />
        <img
          src="/media/carousel-1-800.webp"
          alt=""
          fetchPriority="high"
          className="absolute inset-0 size-full object-cover"
        />
      </picture>
    </div>
  );
  return (
    <>
      <LiveBanner />
      {hydrated ? (
        <Suspense fallback={slideBox}>
          <PromoCarousel />
        </Suspense>
      ) : (
        slideBox
      )}
      <HappeningNowSection to={paths.coachella} />
    </>
  );
}

/** Among the first posts: Upcoming Live Streams and Upcoming Events. */
export function FeedInterludeSections() {
  const hydrated = useHydrated();
  return (
    <div className="-mt-5">
      {hydrated && (
        <Suspense fallback={null}>
          <UpcomingLiveStreamsSection to={paths.coachella} />
          <UpcomingEventsSection />
        </Suspense>
      )}
    </div>
  );
}
