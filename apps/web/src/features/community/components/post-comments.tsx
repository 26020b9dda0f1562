import { useEffect, useRef } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Skeleton } from '../../../components/ui/skeleton';
import { communityQueries } from '../api/community-api';
import type { Reader } from '../api/community-api';
import { CommentThread } from './comment-thread';
import { useT } from '../../../lib/i18n/i18n-context';

/** How many pages the screen reads looking for the comment a link points at. */
const HASH_SEARCH_PAGES = 5;

/**
 * A post's comments, newest first, "Load more" for older ones. A link ending in
 * `#comment-<id>` (the inbox's) scrolls to that comment and moves the focus to it.
 */
export function PostComments({
  postId,
  reader,
  signedIn,
  canComment,
}: {
  postId: string;
  reader: Reader;
  signedIn: boolean;
  canComment: boolean;
}) {
  const t = useT();
  const comments = useInfiniteQuery(communityQueries.comments(postId, reader));
  const threads = comments.data?.pages.flatMap((page) => page.comments) ?? [];
  const { hash } = useLocation();
  const landed = useRef<string | null>(null);
  const pages = comments.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = comments;

  useEffect(() => {
    if (!hash.startsWith('#comment-') || landed.current === hash || pages === 0) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) {
      landed.current = hash;
      target.scrollIntoView({ block: 'center' });
      target.focus({ preventScroll: true });
      // A focus set by script after a tap shows no ring, and :target does not follow an in-app
      // navigation: mark the comment the link was about, so the eye finds it.
      target.dataset.linked = 'true';
    } else if (hasNextPage && !isFetchingNextPage && pages < HASH_SEARCH_PAGES) {
      void fetchNextPage();
    }
  }, [hash, pages, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (comments.isPending)
    return (
      <div aria-busy className="flex flex-col gap-3">
        <span role="status" className="sr-only">
          {t('communityWrite.loadingComments')}
        </span>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  if (comments.isError && !comments.data)
    return (
      <ErrorNotice
        message={t('communityWrite.commentsError')}
        onRetry={() => void comments.refetch()}
      />
    );
  return (
    <>
      {threads.length === 0 ? (
        <p className="py-6 text-center text-sm text-stage-300">
          {canComment ? t('communityWrite.noCommentsBeFirst') : t('communityWrite.noComments')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-white/5" data-testid="comments">
          {threads.map((thread) => (
            <CommentThread
              key={thread.id}
              thread={thread}
              reader={reader}
              signedIn={signedIn}
              canComment={canComment}
            />
          ))}
        </ul>
      )}
      {hasNextPage && (
        <div className="mt-3 flex justify-center">
          <button
            type="button"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
            className="inline-flex min-h-11 items-center rounded-full bg-stage-700 px-5 text-sm font-semibold hover:bg-stage-600 disabled:text-stage-400"
          >
            {isFetchingNextPage
              ? t('communityWrite.loading')
              : t('communityWrite.loadMoreComments')}
          </button>
        </div>
      )}
    </>
  );
}
