import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Section } from '../../../components/ui/screen';
import { Skeleton } from '../../../components/ui/skeleton';
import { upcomingLivesQuery } from '../../../lib/live/scheduled-lives';

// The rows (buttons, icons, tier badges) come in their own chunk, fetched alongside the schedule:
// Home's first load stays inside its JavaScript budget.
const UpcomingLiveList = lazy(() =>
  import('./upcoming-live-list').then((m) => ({ default: m.UpcomingLiveList })),
);

/** 'Upcoming Live Streams': the next scheduled lives, soonest first (the artist's schedule). */
export function UpcomingLiveStreamsSection({ to }: { to: string }) {
  const query = useQuery(upcomingLivesQuery());
  return (
    <Section title="Upcoming Live Streams">
      {query.isPending ? (
        <Skeleton className="h-28" />
      ) : query.isError ? (
        <p className="text-sm text-stage-300">The live schedule could not be loaded.</p>
      ) : query.data.length === 0 ? (
        <p className="rounded-2xl border border-white/5 bg-stage-800 p-4 text-sm text-stage-300">
          No live streams are scheduled yet. When the artist plans one, it shows here.
        </p>
      ) : (
        <Suspense fallback={<Skeleton className="h-28" />}>
          <UpcomingLiveList lives={query.data} to={to} />
        </Suspense>
      )}
    </Section>
  );
}
