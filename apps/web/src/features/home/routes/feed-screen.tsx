import { Screen } from '../../../components/ui/screen';
import { paths } from '../../../app/paths';
import { HappeningNowSection, UpcomingLiveStreamsSection } from '../components/live-now';
import { PromoCarousel } from '../../../lib/catalog/promo-carousel';
import { LiveBanner } from '../components/live-banner';
import { UpcomingEventsSection } from '../components/upcoming-events';

/** /home: the feed (spec section 2, Home / feed screen). Its live items point at the Coachella page. */
export function FeedScreen() {
  return (
    <Screen
      title="Home"
      back={{ to: paths.dashboard, label: 'Back to dashboard' }}
      className="pb-10"
    >
      <LiveBanner />
      <PromoCarousel />
      <HappeningNowSection to={paths.coachella} />
      <UpcomingLiveStreamsSection to={paths.coachella} />
      <UpcomingEventsSection />
    </Screen>
  );
}
