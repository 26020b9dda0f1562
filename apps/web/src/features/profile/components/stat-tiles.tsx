import { useQuery } from '@tanstack/react-query';
import { memberStatsQueryOptions } from '../api/profile-api';

const tiles = [
  { label: 'Liked Songs', key: 'likedSongs' },
  { label: 'Events Attended', key: 'eventsAttended' },
  { label: 'Merch Items', key: 'merchItems' },
] as const;

/** The member's own numbers from /api/me/stats; a dash while they load, on failure and for guests. */
export function StatTiles({ userId }: { userId: string | undefined }) {
  const { data: stats } = useQuery(memberStatsQueryOptions(userId));
  return (
    <dl className="grid grid-cols-3 gap-3" aria-busy={userId !== undefined && !stats}>
      {tiles.map(({ label, key }) => (
        <div
          key={key}
          className="flex flex-col-reverse rounded-2xl border border-white/5 bg-stage-800 px-2 py-4 text-center"
        >
          <dt className="mt-1 text-xs leading-tight text-stage-300">{label}</dt>
          <dd className="font-display text-2xl font-bold tabular-nums">
            {userId && stats ? stats[key] : '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
