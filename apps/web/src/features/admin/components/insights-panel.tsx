// The Insights tab (issue 33), loaded in its own chunk with Chart.js: summary cards, then members,
// revenue and engagement for the chosen range. Every figure is the server's sum of the records.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatCount, formatPrice } from '@fanclub/shared/format';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Spinner } from '../../../components/ui/spinner';
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
      { label: 'New', data: query.data?.weeks.map((w) => w.newMembers) ?? [], color: '#34d399' },
      {
        label: 'Cancelled',
        data: query.data?.weeks.map((w) => w.cancelledMembers) ?? [],
        color: '#ff5aa2',
      },
    ],
    [query.data],
  );
  if (query.isPending) return <Spinner label="Loading members" className="py-4" />;
  if (query.isError)
    return <ErrorNotice message={query.error.message} onRetry={() => void query.refetch()} />;
  const m = query.data;
  const churn = m.churnRate === null ? '–' : `${(m.churnRate * 100).toFixed(1)}%`;
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        <Stat
          label="Monthly recurring revenue"
          value={formatPrice(m.mrrCents)}
          hint={`on ${m.to}`}
        />
        <Stat
          label="Paying members"
          value={formatCount(m.payingMembers)}
          hint={`${formatCount(m.payingAtStart)} on ${m.from}`}
        />
        <Stat
          label="New / cancelled"
          value={`${formatCount(m.newMembers)} / ${formatCount(m.cancelledMembers)}`}
        />
        <Stat label="Churn" value={churn} hint="cancelled ÷ paying at start" />
      </dl>
      <InsightsFigure
        title="Paying members by tier"
        file={`paying-members_${m.from}_${m.to}`}
        header={['Week', 'Fan+', 'VIP']}
        rows={m.weeks.map((w) => [w.week, w.fanplus, w.vip])}
        chart={<InsightsChart type="line" labels={labels} series={tiers} />}
      />
      <InsightsFigure
        title="New and cancelled members per week"
        file={`member-changes_${m.from}_${m.to}`}
        header={['Week', 'New', 'Cancelled']}
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
