import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../app/paths';
import { memberStatsQueryOptions } from '../api/profile-api';
import { useT } from '../../../lib/i18n/i18n-context';

const tiles = [
  { label: 'profile.likedSongs', key: 'likedSongs', to: paths.likedSongs },
  { label: 'profile.eventsAttended', key: 'eventsAttended', to: null },
  { label: 'profile.merchItems', key: 'merchItems', to: null },
] as const;

/** The member's own numbers from /api/me/stats; a dash while they load, on failure and for guests. */
export function StatTiles({ userId }: { userId: string | undefined }) {
  const { data: stats } = useQuery(memberStatsQueryOptions(userId));
  const t = useT();
  return (
    <dl className="grid grid-cols-3 gap-3" aria-busy={userId !== undefined && !stats}>
      {tiles.map(({ label, key, to }) => (
        <div
          key={key}
          className="relative flex flex-col-reverse rounded-2xl border border-white/5 bg-stage-800 px-2 py-4 text-center has-[a:hover]:border-white/20"
        >
          <dt className="mt-1 text-xs leading-tight text-stage-300">{t(label)}</dt>
          <dd className="font-display text-2xl font-bold tabular-nums">
            {to && userId ? (
              // The whole tile is the link (after:inset-0); the list lives on /music.
              <Link to={to} className="after:absolute after:inset-0 after:rounded-2xl">
                {stats ? stats[key] : '—'}
                <span className="sr-only"> {t('profile.showTheList', { label: t(label) })}</span>
              </Link>
            ) : userId && stats ? (
              stats[key]
            ) : (
              '—'
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
