import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Section } from '../../../components/ui/screen';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ScheduledLive } from '@fanclub/shared/schemas/scheduled-live';
import { upcomingLivesQuery } from '../../../lib/live/scheduled-lives';
import { useHydrated } from '../../../lib/use-hydrated';
import { rowClass } from './live-now';
import { useT } from '../../../lib/i18n/i18n-context';
import { loadRouteMessages } from '../../../lib/i18n/route-messages';

// The rows (buttons, icons, tier badges) come in their own chunk, fetched alongside the schedule:
// Home's first load stays inside its JavaScript budget.
// Their texts too (the homeLives namespace): the rows are never in the server's HTML.
const UpcomingLiveList = lazy(() =>
  Promise.all([import('./upcoming-live-list'), loadRouteMessages(['homeLives'])]).then(([m]) => ({
    default: m.UpcomingLiveList,
  })),
);

/**
 * While the rows' chunk loads (the schedule itself is in the server-rendered HTML): one block per
 * live, each exactly a row's height (a 44 px line of date and title, a 44 px line of buttons), so
 * nothing below moves when the rows arrive and Back lands where the fan was.
 */
function RowsPlaceholder({ count }: { count: number }) {
  return (
    <ul aria-hidden className="flex flex-col gap-2">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={`${rowClass} flex-wrap`}>
          <span className="h-11 w-full animate-pulse rounded-xl bg-stage-700" />
          <span className="h-11 w-full" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The rows once the app runs the page; the placeholder in the server's HTML and while it hydrates
 * (a lazy component there would stream a Suspense boundary whose inline script the CSP refuses).
 */
function UpcomingRows({ lives, to }: { lives: ScheduledLive[]; to: string }) {
  const placeholder = <RowsPlaceholder count={lives.length} />;
  if (!useHydrated()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UpcomingLiveList lives={lives} to={to} />
    </Suspense>
  );
}

/** 'Upcoming Live Streams': the next scheduled lives, soonest first (the artist's schedule). */
export function UpcomingLiveStreamsSection({ to }: { to: string }) {
  const query = useQuery(upcomingLivesQuery());
  const t = useT();
  return (
    <Section title={t('home.upcomingLives')}>
      {query.isPending ? (
        <Skeleton className="h-28" />
      ) : query.isError ? (
        <p className="text-sm text-stage-300">{t('home.scheduleError')}</p>
      ) : query.data.length === 0 ? (
        <p className="rounded-2xl border border-white/5 bg-stage-800 p-4 text-sm text-stage-300">
          {t('home.noLives')}
        </p>
      ) : (
        <UpcomingRows lives={query.data} to={to} />
      )}
    </Section>
  );
}
