import { paths } from '../../../app/paths';
import { HappeningNowSection } from '../components/live-now';
import { UpcomingLiveStreamsSection } from '../components/upcoming-live-streams';
import { LatestMusicSection } from '../../../lib/catalog/latest-music';
import { LatestVideosSection } from '../../../lib/catalog/latest-videos';
import { MerchStripSection } from '../components/merch-strip';
import { NewsSection } from '../../../lib/catalog/news-cards';
import { UpcomingEventsSection } from '../components/upcoming-events';
import { LiveBanner } from '../components/live-banner';
import { DashboardHero } from '../components/dashboard-hero';
import { ClubEntry } from '../components/club-entry';

/** /dashboard: the fan's start screen (spec section 2, Dashboard). The bottom bar comes from the layout. */
export function DashboardScreen() {
  return (
    <main className="mx-auto w-full max-w-xl pb-8">
      <LiveBanner />
      <DashboardHero />
      <div className="px-4">
        <ClubEntry />
        <HappeningNowSection to={paths.mediaHub} />
        <UpcomingLiveStreamsSection to={paths.mediaHub} />
        <UpcomingEventsSection />
        <NewsSection />
        <LatestVideosSection />
        <LatestMusicSection />
        <MerchStripSection />
      </div>
    </main>
  );
}
