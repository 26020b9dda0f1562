import { paths } from '../../../app/paths';
import { HappeningNowSection } from '../components/live-now';
import { UpcomingLiveStreamsSection } from '../components/upcoming-live-streams';
import { PromoCarousel } from '../../../lib/catalog/promo-carousel';
import { LiveBanner } from '../components/live-banner';
import { UpcomingEventsSection } from '../components/upcoming-events';

// /home (spec section 2, Home / feed screen) is the club's feed (features/community); the app
// layer places these spec sections in it. Its live items point at the Coachella page.

/** Above the feed: the live banner, the three-card carousel and Happening Now. */
export function FeedTopSections() {
  return (
    <>
      <LiveBanner />
      <PromoCarousel />
      <HappeningNowSection to={paths.coachella} />
    </>
  );
}

/** Among the first posts: Upcoming Live Streams and Upcoming Events. */
export function FeedInterludeSections() {
  return (
    <div className="-mt-5">
      <UpcomingLiveStreamsSection to={paths.coachella} />
      <UpcomingEventsSection />
    </div>
  );
}
