import { useInfiniteQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Skeleton } from '../../../components/ui/skeleton';
import { moderationQueries } from './api/moderation-api';
import { QueueCard } from './queue-card';
import { useT } from '../../../lib/i18n/i18n-context';

/** Held and reported posts and comments, oldest waiting first as the server orders them. */
export function QueuePanel() {
  const t = useT();
  const queue = useInfiniteQuery(moderationQueries.queue());
  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  if (queue.isPending) return <Skeleton className="h-64" />;
  if (queue.isError)
    return (
      <ErrorNotice message={t('moderation.queueError')} onRetry={() => void queue.refetch()} />
    );
  if (items.length === 0)
    return (
      <div className="flex flex-col items-center rounded-2xl border border-white/5 bg-stage-800 px-6 py-10 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-emerald-400/15 text-emerald-300">
          <ShieldCheck aria-hidden className="size-7" />
        </span>
        <h2 className="mt-4 font-display text-xl font-bold">{t('moderation.nothingToReview')}</h2>
        <p className="mt-2 text-sm text-stage-300">{t('moderation.nothingHint')}</p>
      </div>
    );
  return (
    <>
      <div className="flex flex-col gap-3">
        {items.map((item) => (
          <QueueCard key={`${item.targetType}:${item.targetId}`} item={item} />
        ))}
      </div>
      {queue.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-4 w-full"
          disabled={queue.isFetchingNextPage}
          onClick={() => void queue.fetchNextPage()}
        >
          {queue.isFetchingNextPage ? t('moderation.loading') : t('moderation.loadMore')}
        </Button>
      )}
    </>
  );
}
