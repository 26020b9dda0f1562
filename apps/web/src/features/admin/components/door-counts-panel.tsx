import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { doorCountsQuery } from '../api/door-counts-api';
import { useT } from '../../../lib/i18n/i18n-context';

/** How many ticket holders are in, of those who bought, for each current or coming event. */
export function DoorCountsPanel() {
  const t = useT();
  const { data, error } = useQuery(doorCountsQuery());
  return (
    <section aria-labelledby="door-counts" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="door-counts" className="text-lg font-semibold">
          {t('admin.doorHeading')}
        </h2>
        <Link to={paths.door} className={buttonClass('secondary')}>
          {t('admin.openScanner')}
        </Link>
      </div>
      {error && <ErrorNotice message={error.message} />}
      {data?.events.length === 0 && <p className="text-stage-300">{t('admin.noDoorEvents')}</p>}
      <ul className="space-y-2">
        {data?.events.map((e) => (
          <li
            key={e.id}
            data-testid="door-count"
            className="flex items-center justify-between gap-3 rounded-2xl bg-stage-800 px-4 py-3"
          >
            <span className="min-w-0 wrap-anywhere font-semibold">{e.title}</span>
            <span className="shrink-0 text-sm tabular-nums">
              <strong className="text-base">{e.admitted}</strong>{' '}
              {t('admin.admittedAfter', { sold: e.sold })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
