// The Insights tab (issue 33), loaded in its own chunk with Chart.js: summary cards, then members,
// revenue and engagement for the chosen range. Every figure is the server's sum of the records.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import { insightsQuery } from '../api/insights-api';
import type { InsightsRange } from '../api/insights-api';
import { InsightsChart } from './insights-chart';
import { InsightsFigure } from './insights-figure';
import { InsightsRangePicker, lastDays } from './insights-range';
import { EngagementFigures, RevenueFigures } from './insights-figures';

export const TIER_COLOURS = { fanplus: '#5ccbff', vip: '#f5c451' };

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-2xl border border-white/5 bg-stage-800 p-3">
      <dt className="text-xs text-stage-400">{label}</dt>
      <dd className="mt-1 font-display text-xl font-semibold tabular-nums">{value}</dd>
      {hint && <dd className="text-xs text-stage-400">{hint}</dd>}
    </div>
  );
}

function MembersFigures({ range }: { range: InsightsRange }) {
  const t = useT();
  const format = useFormat();
  const query = useQuery(insightsQuery('members', range));
  const labels = useMemo(() => query.data?.weeks.map((w) => w.week.slice(5)) ?? [], [query.data]);
  const tiers = useMemo(
    () => [
      {
        label: 'Fan+',
        data: query.data?.weeks.map((w) => w.fanplus) ?? [],
        color: TIER_COLOURS.fanplus,
      },
      { label: 'VIP', data: query.data?.weeks.map((w) => w.vip) ?? [], color: TIER_COLOURS.vip },
    ],
    [query.data],
  );
  const moves = useMemo(
    () => [
      {
        label: t('adminInsights.new'),
        data: query.data?.weeks.map((w) => w.newMembers) ?? [],
        color: '#34d399',
      },
      {
        label: t('adminInsights.cancelled'),
        data: query.data?.weeks.map((w) => w.cancelledMembers) ?? [],
        color: '#ff5aa2',
      },
    ],
    [query.data, t],
  );
  if (query.isPending)
    return <Spinner label={t('adminInsights.loadingMembers')} className="py-4" />;
  if (query.isError)
    return <ErrorNotice message={query.error.message} onRetry={() => void query.refetch()} />;
  const m = query.data;
  const churn = m.churnRate === null ? '–' : `${(m.churnRate * 100).toFixed(1)}%`;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        <Stat
          label={t('adminInsights.mrr')}
          value={format.price(m.mrrCents)}
          hint={t('adminInsights.onDate', { date: m.to })}
        />
        <Stat
          label={t('adminInsights.payingMembers')}
          value={format.count(m.payingMembers)}
          hint={t('adminInsights.payingOn', { count: format.count(m.payingAtStart), date: m.from })}
        />
        <Stat
          label={t('adminInsights.newCancelled')}
          value={`${format.count(m.newMembers)} / ${format.count(m.cancelledMembers)}`}
        />
        <Stat label={t('adminInsights.churn')} value={churn} hint={t('adminInsights.churnHint')} />
      </dl>
      <InsightsFigure
        title={t('adminInsights.payingByTier')}
        file={`paying-members_${m.from}_${m.to}`}
        header={['Week', 'Fan+', 'VIP']}
        columns={[t('adminInsights.week'), 'Fan+', 'VIP']}
        rows={m.weeks.map((w) => [w.week, w.fanplus, w.vip])}
        chart={<InsightsChart type="line" labels={labels} series={tiers} />}
      />
      <InsightsFigure
        title={t('adminInsights.changesPerWeek')}
        file={`member-changes_${m.from}_${m.to}`}
        header={['Week', 'New', 'Cancelled']}
        columns={[t('adminInsights.week'), t('adminInsights.new'), t('adminInsights.cancelled')]}
        rows={m.weeks.map((w) => [w.week, w.newMembers, w.cancelledMembers])}
        chart={<InsightsChart type="bar" labels={labels} series={moves} />}
      />
    </>
  );
}

/** The Insights tab (admin and artist: viewInsights). */
export function InsightsPanel() {
  const [range, setRange] = useState<InsightsRange>(() => lastDays(90));
  return (
    <div className="flex flex-col gap-4">
      <InsightsRangePicker range={range} onChange={setRange} />
      <MembersFigures range={range} />
      <RevenueFigures range={range} />
      <EngagementFigures range={range} />
    </div>
  );
}
