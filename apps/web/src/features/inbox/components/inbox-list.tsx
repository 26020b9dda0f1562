import { useEffect, useRef } from 'react';
import type { InboxItem } from '@fanclub/shared/schemas/community';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { InboxRow } from './inbox-row';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * The items in one card, newest first. More load by themselves when the end of the list comes
 * near (a sentinel watched by an IntersectionObserver); the button does the same for keyboards
 * and screen readers.
 */
export function InboxList({
  items,
  onOpen,
  hasMore,
  loadingMore,
  loadMore,
}: {
  items: InboxItem[];
  onOpen: (item: InboxItem) => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !loadingMore) loadMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, loadMore]);

  return (
    <>
      <ul
        aria-label={t('inbox.notifications')}
        className="divide-y divide-white/5 overflow-hidden rounded-2xl border border-white/5 bg-stage-800"
      >
        {items.map((item) => (
          <InboxRow key={item.id} item={item} onOpen={onOpen} />
        ))}
      </ul>
      <div ref={sentinel} className="mt-4 flex min-h-11 justify-center">
        {loadingMore ? (
          <Spinner label={t('inbox.loadingMore')} />
        ) : (
          hasMore && (
            <Button variant="secondary" onClick={loadMore}>
              {t('inbox.loadMore')}
            </Button>
          )
        )}
      </div>
    </>
  );
}
