import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * The next page loads when this row scrolls into view (infinite scroll); the button stays for
 * keyboards, screen readers and browsers without IntersectionObserver.
 */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
  label,
  auto = true,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
  label?: string;
  auto?: boolean;
}) {
  const t = useT();
  const row = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  useEffect(() => {
    load.current = onLoad;
  });
  useEffect(() => {
    const element = row.current;
    if (!auto || !hasMore || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [auto, hasMore]);
  if (!hasMore) return null;
  return (
    <div ref={row} className="mt-4 flex justify-center">
      {loading ? (
        <Spinner label={t('community.loadingMore')} className="min-h-11" />
      ) : (
        <Button variant="secondary" onClick={onLoad}>
          {label ?? t('community.loadMore')}
        </Button>
      )}
    </div>
  );
}
