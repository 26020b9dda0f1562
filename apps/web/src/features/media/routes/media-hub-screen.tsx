import { LatestMusicSection } from '../../../lib/catalog/latest-music';
import { LatestVideosSection } from '../../../lib/catalog/latest-videos';
import { NewsSection } from '../../../lib/catalog/news-cards';
import { ClipsRow } from '../components/clips-row';
import { LiveViewer } from '../components/live-viewer';
import { MediaHero } from '../components/media-hero';
import { ReplaysRow } from '../components/replays-row';

/** /media-hub: the Exclusive content screen (spec section 2). The bottom bar comes from the layout. */
export function MediaHubScreen() {
  return (
    <main className="mx-auto w-full max-w-xl pb-8">
      <MediaHero />
      <div className="px-4">
        <LiveViewer />
        <ClipsRow />
        <ReplaysRow />
        <NewsSection />
        <LatestVideosSection />
        <LatestMusicSection />
      </div>
    </main>
  );
}
