import { Fragment, useState } from 'react';
import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Author, FeedFilter } from '@fanclub/shared/schemas/community';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session';
import { communityQueries } from '../api/community-api';
import { useReader } from '../hooks/use-reader';
import { writeBlockMessage } from '../write-block';
import { CommunityLockedCard } from './community-locked';
import { ComposerEntry } from './composer-entry';
import { FeedFilterSwitch } from './feed-filter';
import { LoadMore } from './load-more';
import { PostCard } from './post-card';
import { useT } from '../../../lib/i18n/i18n-context';

/** Where the screen's other sections sit in the list: after this many posts (or at the end). */
const INTERLUDE_AFTER = 3;

/**
 * The club's feed: the All/Artist switch, the composer (or the upgrade card for free fans and
 * guests), then the posts newest first, more loading as the list scrolls. `interlude` (the
 * screen's upcoming streams and events) is placed among the first posts.
 */
export function ClubFeed({ interlude }: { interlude?: ReactNode }) {
  const [filter, setFilter] = useState<FeedFilter>('all');
  const t = useT();
  const { reader, signedIn } = useReader();
  const { session, tier } = useSession();
  const feed = useInfiniteQuery(communityQueries.feed(filter, reader));
  const first = feed.data?.pages[0];
  const posts = feed.data?.pages.flatMap((page) => page.posts) ?? [];
  const role = session?.profile.role;
  const staff = role === 'artist' || role === 'admin';
  const me: Author | null = session
    ? {
        id: session.user.id,
        displayName: session.profile.displayName ?? t('community.you'),
        avatarUrl: session.profile.avatarUrl,
        badge: null,
        verified: staff,
      }
    : null;
  const interludeAt = Math.min(INTERLUDE_AFTER, posts.length);

  return (
    <section aria-labelledby="club-heading" className="mt-8" data-testid="club-feed">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="club-heading" className="font-display text-display-sm">
          {t('community.community')}
        </h2>
        <FeedFilterSwitch value={filter} onChange={setFilter} />
      </div>

      {first && (
        <div className="mb-3">
          {first.canPost && me ? (
            <ComposerEntry me={me} staff={staff} />
          ) : !first.communityOpen ? (
            <CommunityLockedCard tier={tier} signedIn={signedIn} />
          ) : (
            writeBlockMessage(first) && (
              <p
                role="status"
                data-testid="write-block"
                className="rounded-2xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm text-amber-100"
              >
                {writeBlockMessage(first)}
              </p>
            )
          )}
        </div>
      )}

      {feed.isPending && (
        <div aria-busy className="flex flex-col gap-3">
          <span className="sr-only" role="status">
            {t('community.loadingPosts')}
          </span>
          <Skeleton className="h-44" />
          <Skeleton className="h-64" />
        </div>
      )}
      {feed.isError && !feed.data && (
        <ErrorNotice message={t('community.feedError')} onRetry={() => void feed.refetch()} />
      )}
      {feed.data && posts.length === 0 && (
        <p className="rounded-3xl border border-white/5 bg-stage-800 p-6 text-center text-sm text-stage-300">
          {filter === 'artist' ? t('community.noArtistPosts') : t('community.noPosts')}
        </p>
      )}

      <ol className="flex flex-col gap-3" aria-label={t('community.posts')}>
        {posts.map((post, index) => (
          <Fragment key={post.id}>
            <li>
              <PostCard post={post} signedIn={signedIn} />
            </li>
            {index + 1 === interludeAt && interlude && <li className="mb-2">{interlude}</li>}
          </Fragment>
        ))}
      </ol>
      {feed.data && posts.length === 0 && interlude}

      <LoadMore
        hasMore={feed.hasNextPage}
        loading={feed.isFetchingNextPage}
        onLoad={() => {
          if (!feed.isFetchingNextPage) void feed.fetchNextPage();
        }}
        label={t('community.loadMorePosts')}
      />
      {feed.isError && feed.data && (
        <ErrorNotice
          className="mt-4"
          message={t('community.moreError')}
          onRetry={() => void feed.fetchNextPage()}
        />
      )}
    </section>
  );
}
