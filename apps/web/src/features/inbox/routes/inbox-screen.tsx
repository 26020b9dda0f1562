import { useCallback } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CheckCheck, Settings } from 'lucide-react';
import type { InboxItem } from '@fanclub/shared/schemas/community';
import { paths } from '../../../app/paths';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Screen } from '../../../components/ui/screen';
import { Skeleton } from '../../../components/ui/skeleton';
import { FullScreenSpinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { inboxListQuery, useMarkAllRead, useMarkRead } from '../api/inbox-api';
import { InboxEmpty } from '../components/inbox-empty';
import { InboxList } from '../components/inbox-list';

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stage-300 hover:bg-white/10 hover:text-white disabled:opacity-40 disabled:hover:bg-transparent';

/** /inbox: what happened to me, newest first; tapping an item marks it read and opens it. */
export function InboxScreen() {
  const { isLoading, session } = useSession();
  const location = useLocation();
  if (isLoading) return <FullScreenSpinner label="Loading your inbox" />;
  if (!session) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Inbox />;
}

function Inbox() {
  const navigate = useNavigate();
  const inbox = useInfiniteQuery(inboxListQuery());
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = inbox.data?.pages[0]?.unread ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = inbox;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  function open(item: InboxItem) {
    if (!item.read) markRead.mutate(item.id);
    // The url may carry a #comment-<id> hash: the post screen scrolls to that comment.
    void navigate(item.url);
  }

  return (
    <Screen
      title="Inbox"
      back={{ to: paths.dashboard, label: 'Back to Home' }}
      className="pb-10"
      actions={
        <>
          <button
            type="button"
            className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-accent-strong hover:bg-white/10 disabled:text-stage-400 disabled:hover:bg-transparent"
            onClick={() => markAll.mutate()}
            disabled={unread === 0 || markAll.isPending}
          >
            <CheckCheck aria-hidden className="size-4" />
            Mark all read
          </button>
          <Link
            to={paths.notificationSettings}
            className={iconButton}
            aria-label="Notification settings"
            title="Notification settings"
          >
            <Settings aria-hidden className="size-5" />
          </Link>
        </>
      }
    >
      <p aria-live="polite" className="mb-3 text-sm text-stage-400">
        {inbox.data && (unread > 0 ? `${unread} unread` : 'No unread notifications')}
      </p>
      {inbox.isPending ? (
        <Skeleton className="h-72" />
      ) : inbox.isError ? (
        <ErrorNotice
          message="Your inbox could not be loaded."
          onRetry={() => void inbox.refetch()}
        />
      ) : items.length === 0 ? (
        <InboxEmpty />
      ) : (
        <InboxList
          items={items}
          onOpen={open}
          hasMore={Boolean(hasNextPage)}
          loadingMore={isFetchingNextPage}
          loadMore={loadMore}
        />
      )}
    </Screen>
  );
}
