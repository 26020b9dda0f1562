// Revenue (by source per month, top products, ticket sell-through) and engagement (live streams,
// top tracks, community) of the Insights tab.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/i18n-context';
import type { MessageKey } from '../../../lib/i18n/translator';
import { useFormat } from '../../../lib/i18n/use-format';
import { insightsQuery } from '../api/insights-api';
import type { InsightsRange } from '../api/insights-api';
import { InsightsChart } from './insights-chart';
import { InsightsFigure } from './insights-figure';

const day = (iso: string) => iso.slice(0, 10);

/** The table's column names: the CSV keeps English ones (machine-readable), the table translates. */
function useColumns() {
  const t = useT();
  return (keys: readonly MessageKey[]) => keys.map((key) => t(key));
}

export function RevenueFigures({ range }: { range: InsightsRange }) {
  const t = useT();
  const format = useFormat();
  const columns = useColumns();
  const query = useQuery(insightsQuery('revenue', range));
  const months = query.data?.months;
  const labels = useMemo(() => months?.map((m) => m.month) ?? [], [months]);
  const series = useMemo(
    () => [
      {
        label: t('adminInsights.memberships'),
        data: months?.map((m) => m.subscriptionsCents) ?? [],
        color: '#ff2e88',
      },
      {
        label: t('adminInsights.merch'),
        data: months?.map((m) => m.merchCents) ?? [],
        color: '#5ccbff',
      },
      {
        label: t('adminInsights.tickets'),
        data: months?.map((m) => m.ticketsCents) ?? [],
        color: '#f5c451',
      },
    ],
    [months, t],
  );
  if (query.isPending)
    return <Spinner label={t('adminInsights.loadingRevenue')} className="py-4" />;
  if (query.isError)
    return <ErrorNotice message={query.error.message} onRetry={() => void query.refetch()} />;
  const r = query.data;
  const suffix = `${r.from}_${r.to}`;
  return (
    <>
      <InsightsFigure
        title={t('adminInsights.revenueByMonth')}
        file={`revenue_${suffix}`}
        header={['Month', 'Memberships', 'Merch', 'Tickets']}
        columns={columns([
          'adminInsights.month',
          'adminInsights.memberships',
          'adminInsights.merch',
          'adminInsights.tickets',
        ])}
        rows={r.months.map((m) => [m.month, m.subscriptionsCents, m.merchCents, m.ticketsCents])}
        cells={r.months.map((m) => [
          m.month,
          format.price(m.subscriptionsCents),
          format.price(m.merchCents),
          format.price(m.ticketsCents),
        ])}
        chart={<InsightsChart type="bar" stacked money labels={labels} series={series} />}
      />
      <InsightsFigure
        title={t('adminInsights.topProducts')}
        file={`top-products_${suffix}`}
        header={['Product', 'Units', 'Revenue']}
        columns={columns(['adminInsights.product', 'adminInsights.units', 'adminInsights.revenue'])}
        rows={r.topProducts.map((p) => [p.name, p.units, p.revenueCents])}
        cells={r.topProducts.map((p) => [p.name, p.units, format.price(p.revenueCents)])}
      />
      <InsightsFigure
        title={t('adminInsights.ticketSellThrough')}
        file={`ticket-sales_${suffix}`}
        header={['Event', 'Date', 'Sold', 'Capacity', 'Revenue']}
        columns={columns([
          'adminInsights.event',
          'adminInsights.date',
          'adminInsights.sold',
          'adminInsights.capacity',
          'adminInsights.revenue',
        ])}
        rows={r.events.map((e) => [e.title, day(e.eventDate), e.sold, e.capacity, e.revenueCents])}
        cells={r.events.map((e) => [
          e.title,
          day(e.eventDate),
          e.capacity
            ? t('adminInsights.soldOf', {
                sold: e.sold,
                capacity: e.capacity,
                percent: Math.round((e.sold / e.capacity) * 100),
              })
            : `${e.sold}`,
          e.capacity,
          format.price(e.revenueCents),
        ])}
      />
    </>
  );
}

export function EngagementFigures({ range }: { range: InsightsRange }) {
  const t = useT();
  const columns = useColumns();
  const query = useQuery(insightsQuery('engagement', range));
  const weeks = query.data?.community;
  const labels = useMemo(() => weeks?.map((w) => w.week.slice(5)) ?? [], [weeks]);
  const series = useMemo(
    () => [
      { label: t('adminInsights.posts'), data: weeks?.map((w) => w.posts) ?? [], color: '#ff2e88' },
      {
        label: t('adminInsights.comments'),
        data: weeks?.map((w) => w.comments) ?? [],
        color: '#5ccbff',
      },
    ],
    [weeks, t],
  );
  if (query.isPending)
    return <Spinner label={t('adminInsights.loadingEngagement')} className="py-4" />;
  if (query.isError)
    return <ErrorNotice message={query.error.message} onRetry={() => void query.refetch()} />;
  const e = query.data;
  const suffix = `${e.from}_${e.to}`;
  return (
    <>
      <InsightsFigure
        title={t('adminInsights.liveStreams')}
        file={`live-streams_${suffix}`}
        header={['Stream', 'Started', 'Minutes', 'Peak viewers', 'Hearts']}
        columns={columns([
          'adminInsights.stream',
          'adminInsights.started',
          'adminInsights.minutes',
          'adminInsights.peakViewers',
          'adminInsights.hearts',
        ])}
        rows={e.streams.map((s) => [s.title, day(s.startedAt), s.minutes, s.peakViewers, s.hearts])}
      />
      <InsightsFigure
        title={t('adminInsights.topTracks')}
        file={`top-tracks_${suffix}`}
        header={['Track', 'Likes']}
        columns={columns(['adminInsights.track', 'adminInsights.likes'])}
        rows={e.tracks.map((track) => [track.title, track.likes])}
      />
      <InsightsFigure
        title={t('adminInsights.communityPerWeek')}
        file={`community_${suffix}`}
        header={['Week', 'Posts', 'Comments']}
        columns={columns(['adminInsights.week', 'adminInsights.posts', 'adminInsights.comments'])}
        rows={e.community.map((w) => [w.week, w.posts, w.comments])}
        chart={<InsightsChart type="bar" labels={labels} series={series} />}
      />
    </>
  );
}
