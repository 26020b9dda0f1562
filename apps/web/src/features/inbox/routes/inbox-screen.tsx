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
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-stage-300 hover:bg-white/10 hover:text-white disabled:opacity-40 disabled:hover:bg-transparent';

/** /inbox: what happened to me, newest first; tapping an item marks it read and opens it. */
export function InboxScreen() {
  const { isLoading, session } = useSession();
  const location = useLocation();
  const t = useT();
  if (isLoading) return <FullScreenSpinner label={t('inbox.loadingInbox')} />;
  if (!session) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Inbox />;
}

function Inbox() {
  const navigate = useNavigate();
  const t = useT();
  const inbox = useInfiniteQuery(inboxListQuery());
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = inbox.data?.pages[0]?.unread ?? 0;
  const format = useFormat();
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
      title={t('inbox.inbox')}
      back={{ to: paths.dashboard, label: t('inbox.backToHome') }}
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
            {t('inbox.markAllRead')}
          </button>
          <Link
            to={paths.notificationSettings}
            className={iconButton}
            aria-label={t('inbox.settings')}
            title={t('inbox.settings')}
          >
            <Settings aria-hidden className="size-5" />
          </Link>
        </>
      }
    >
      <p aria-live="polite" className="mb-3 text-sm text-stage-400">
        {inbox.data &&
          (unread > 0 ? t('inbox.unread', { count: format.count(unread) }) : t('inbox.noUnread'))}
      </p>
      {inbox.isPending ? (
        <Skeleton className="h-72" />
      ) : inbox.isError ? (
        <ErrorNotice message={t('inbox.inboxError')} onRetry={() => void inbox.refetch()} />
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
