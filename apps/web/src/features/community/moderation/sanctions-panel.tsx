import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Skeleton } from '../../../components/ui/skeleton';
import { moderationQueries, useLiftSanction } from './api/moderation-api';
import { AuthorLine } from './author-line';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

/** Members muted or banned now, each with Lift. */
export function SanctionsPanel() {
  const t = useT();
  const format = useFormat();
  const sanctions = useQuery(moderationQueries.sanctions());
  const lift = useLiftSanction();
  if (sanctions.isPending) return <Skeleton className="h-32" />;
  if (sanctions.isError || !sanctions.data)
    return (
      <ErrorNotice
        message={t('moderation.sanctionsError')}
        onRetry={() => void sanctions.refetch()}
      />
    );
  const list = sanctions.data.sanctions;
  if (list.length === 0)
    return (
      <p className="rounded-2xl border border-white/5 bg-stage-800 p-4 text-sm text-stage-300">
        {t('moderation.nobodySanctioned')}
      </p>
    );
  return (
    <ul
      aria-label={t('moderation.sanctionedMembers')}
      className="divide-y divide-white/5 overflow-hidden rounded-2xl border border-white/5 bg-stage-800"
    >
      {list.map((s) => (
        <li key={s.user.id} className="flex items-center gap-3 p-4">
          <div className="min-w-0 flex-1">
            <AuthorLine
              author={s.user}
              meta={
                s.kind === 'ban'
                  ? t('moderation.banned')
                  : t('moderation.mutedUntil', { until: format.shortDateTime(s.until ?? '') })
              }
            />
            {s.reason && <p className="mt-2 text-sm text-stage-300">{s.reason}</p>}
          </div>
          <Button
            variant="secondary"
            className="px-4"
            disabled={lift.isPending}
            aria-label={t('moderation.liftLabel', { kind: s.kind, name: s.user.displayName })}
            onClick={() => lift.mutate({ userId: s.user.id, name: s.user.displayName })}
          >
            {t('moderation.lift')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
