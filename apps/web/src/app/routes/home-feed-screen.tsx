// /home is the club's feed (features/community) holding the spec's Home sections (features/home):
// features do not import each other, so the app layer puts the two together, in one module so
// they arrive as one chunk, which the server-rendered page preloads (apps/server's web-pages.ts),
// and the small modules both use are in it once.
import { ClubFeedScreen } from '../../features/community/routes/feed-screen';
import { FeedInterludeSections, FeedTopSections } from '../../features/home/routes/feed-screen';

export function HomeFeedScreen() {
  return <ClubFeedScreen top={<FeedTopSections />} interlude={<FeedInterludeSections />} />;
}
