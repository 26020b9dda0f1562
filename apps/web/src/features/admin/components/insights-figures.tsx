// Revenue (by source per month, top products, ticket sell-through) and engagement (live streams,
// top tracks, community) of the Insights tab.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '@fanclub/shared/format';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Spinner } from '../../../components/ui/spinner';
import { insightsQuery } from '../api/insights-api';
import type { InsightsRange } from '../api/insights-api';
import { InsightsChart } from './insights-chart';
import { InsightsFigure } from './insights-figure';

const day = (iso: string) => iso.slice(0, 10);
const soldOf = (sold: number, capacity: number | null) =>
  capacity ? `${sold} of ${capacity} (${Math.round((sold / capacity) * 100)}%)` : `${sold}`;

export function RevenueFigures({ range }: { range: InsightsRange }) {
  const query = useQuery(insightsQuery('revenue', range));
  const months = query.data?.months;
  const labels = useMemo(() => months?.map((m) => m.month) ?? [], [months]);
  const series = useMemo(
    () => [
      {
        label: 'Memberships',
        data: months?.map((m) => m.subscriptionsCents) ?? [],
        color: '#ff2e88',
      },
      { label: 'Merch', data: months?.map((m) => m.merchCents) ?? [], color: '#5ccbff' },
      { label: 'Tickets', data: months?.map((m) => m.ticketsCents) ?? [], color: '#f5c451' },
    ],
    [months],
  );
  if (query.isPending) return <Spinner label="Loading revenue" className="py-4" />;
  if (query.isError)
    return <ErrorNotice message={query.error.message} onRetry={() => void query.refetch()} />;
  const r = query.data;
  const suffix = `${r.from}_${r.to}`;
  return (
    <>
      <InsightsFigure
        title="Revenue by source per month"
        file={`revenue_${suffix}`}
        header={['Month', 'Memberships', 'Merch', 'Tickets']}
        rows={r.months.map((m) => [m.month, m.subscriptionsCents, m.merchCents, m.ticketsCents])}
        cells={r.months.map((m) => [
          m.month,
          formatPrice(m.subscriptionsCents),
          formatPrice(m.merchCents),
          formatPrice(m.ticketsCents),
        ])}
        chart={<InsightsChart type="bar" stacked money labels={labels} series={series} />}
      />
      <InsightsFigure
        title="Top products"
        file={`top-products_${suffix}`}
        header={['Product', 'Units', 'Revenue']}
        rows={r.topProducts.map((p) => [p.name, p.units, p.revenueCents])}
        cells={r.topProducts.map((p) => [p.name, p.units, formatPrice(p.revenueCents)])}
      />
      <InsightsFigure
        title="Ticket sell-through"
        file={`ticket-sales_${suffix}`}
        header={['Event', 'Date', 'Sold', 'Capacity', 'Revenue']}
        rows={r.events.map((e) => [e.title, day(e.eventDate), e.sold, e.capacity, e.revenueCents])}
        cells={r.events.map((e) => [
          e.title,
          day(e.eventDate),
          soldOf(e.sold, e.capacity),
          e.capacity,
          formatPrice(e.revenueCents),
        ])}
      />
    </>
  );
}

export function EngagementFigures({ range }: { range: InsightsRange }) {
  const query = useQuery(insightsQuery('engagement', range));
  const weeks = query.data?.community;
  const labels = useMemo(() => weeks?.map((w) => w.week.slice(5)) ?? [], [weeks]);
  const series = useMemo(
    () => [
      { label: 'Posts', data: weeks?.map((w) => w.posts) ?? [], color: '#ff2e88' },
      { label: 'Comments', data: weeks?.map((w) => w.comments) ?? [], color: '#5ccbff' },
    ],
    [weeks],
  );
  if (query.isPending) return <Spinner label="Loading engagement" className="py-4" />;
  if (query.isError)
    return <ErrorNotice message={query.error.message} onRetry={() => void query.refetch()} />;
  const e = query.data;
  const suffix = `${e.from}_${e.to}`;
  return (
    <>
      <InsightsFigure
        title="Live streams"
        file={`live-streams_${suffix}`}
        header={['Stream', 'Started', 'Minutes', 'Peak viewers', 'Hearts']}
        rows={e.streams.map((s) => [s.title, day(s.startedAt), s.minutes, s.peakViewers, s.hearts])}
      />
      <InsightsFigure
        title="Top tracks (likes)"
        file={`top-tracks_${suffix}`}
        header={['Track', 'Likes']}
        rows={e.tracks.map((t) => [t.title, t.likes])}
      />
      <InsightsFigure
        title="Community activity per week"
        file={`community_${suffix}`}
        header={['Week', 'Posts', 'Comments']}
        rows={e.community.map((w) => [w.week, w.posts, w.comments])}
        chart={<InsightsChart type="bar" labels={labels} series={series} />}
      />
    </>
  );
}
