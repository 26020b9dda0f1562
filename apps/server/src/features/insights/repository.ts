import { sql } from 'drizzle-orm';
import { SETTLED_ORDER_STATUSES } from '@fanclub/shared/order-status';
import type { Db } from '../../db/client';

/** [start, end): the range's first instant and the instant after its last day, UTC. */
export interface Span {
  start: Date;
  end: Date;
}

export interface SubscriptionWeek {
  week: string;
  tier: 'fanplus' | 'vip';
  started: number;
  ended: number;
}

const settled = sql.join(
  SETTLED_ORDER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
// Rows are grouped by the truncated time and only the groups formatted: to_char on every row of
// two years of comments cost more than the scan (EXPLAIN ANALYZE on the bench's club).
const utcWeek = (col: ReturnType<typeof sql>) => sql`date_trunc('week', ${col} AT TIME ZONE 'UTC')`;
const utcMonth = (col: ReturnType<typeof sql>) =>
  sql`date_trunc('month', ${col} AT TIME ZONE 'UTC')`;
const dayText = (col: ReturnType<typeof sql>) => sql`to_char(${col}, 'YYYY-MM-DD')`;
// Counts and sums come back as numbers from PGlite and node-postgres alike (float8, not bigint).
const num = (rows: Record<string, unknown>[], ...keys: string[]) =>
  rows.map((r) => {
    const out: Record<string, unknown> = { ...r };
    for (const k of keys) out[k] = Number(r[k] ?? 0);
    return out;
  });

/**
 * The insights' sums, straight from the records: subscriptions (a member pays from created_at
 * until a cancellation, whose time is the row's updated_at), payments, settled orders and their
 * lines, tickets, live streams and their heart buckets, track likes, posts and comments.
 */
export function insightsRepository(db: Db) {
  return {
    /** Per week ever and tier: subscriptions started and ended (cancelled) in it. */
    async subscriptionWeeks(end: Date): Promise<SubscriptionWeek[]> {
      const { rows } = await db.execute(sql`
        with s as (
          select tier, created_at as s_at,
                 case when status = 'canceled' then updated_at end as e_at
          from subscriptions
          where status <> 'incomplete' and tier <> 'free' and created_at < ${end.toISOString()}::timestamptz
        ), d as (
          select ${utcWeek(sql`s_at`)} as week, tier, 1 as started, 0 as ended from s
          union all
          select ${utcWeek(sql`e_at`)}, tier, 0, 1 from s
          where e_at is not null and e_at < ${end.toISOString()}::timestamptz
        )
        select ${dayText(sql`week`)} as week, tier::text as tier, sum(started)::float8 as started,
               sum(ended)::float8 as ended
        from d group by d.week, tier order by d.week`);
      return num(rows, 'started', 'ended') as unknown as SubscriptionWeek[];
    },

    /** Members paying at an instant: subscribed before it and not cancelled by then. */
    async payingAt(at: Date): Promise<number> {
      const t = at.toISOString();
      const { rows } = await db.execute(sql`
        select count(*)::float8 as n from subscriptions
        where status <> 'incomplete' and tier <> 'free' and created_at < ${t}::timestamptz
          and (status <> 'canceled' or updated_at >= ${t}::timestamptz)`);
      return Number(rows[0]?.n ?? 0);
    },

    /** Subscriptions started and cancelled within the span. */
    async changesBetween(span: Span): Promise<{ started: number; ended: number }> {
      const from = span.start.toISOString();
      const to = span.end.toISOString();
      const { rows } = await db.execute(sql`
        select count(*) filter (where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz)::float8 as started,
               count(*) filter (where status = 'canceled' and updated_at >= ${from}::timestamptz and updated_at < ${to}::timestamptz)::float8 as ended
        from subscriptions where status <> 'incomplete' and tier <> 'free'`);
      return { started: Number(rows[0]?.started ?? 0), ended: Number(rows[0]?.ended ?? 0) };
    },

    /** Membership payments per month of the span. */
    async paymentMonths(span: Span): Promise<{ month: string; cents: number }[]> {
      const { rows } = await db.execute(sql`
        select to_char(m, 'YYYY-MM') as month, cents from (
          select ${utcMonth(sql`created_at`)} as m, sum(amount_cents)::float8 as cents
          from payments
          where created_at >= ${span.start.toISOString()}::timestamptz and created_at < ${span.end.toISOString()}::timestamptz
          group by 1) x order by 1`);
      return num(rows, 'cents') as unknown as { month: string; cents: number }[];
    },

    /**
     * Settled orders' lines per month, kind and product (one pass over orders and their lines feeds
     * both revenue by source and top products), and the VIP discounts per month, which are merch's.
     */
    async orderMonths(span: Span) {
      const from = span.start.toISOString();
      const to = span.end.toISOString();
      const inSpan = sql`o.status in (${settled}) and o.paid_at >= ${from}::timestamptz and o.paid_at < ${to}::timestamptz`;
      const lines = await db.execute(sql`
        select to_char(m, 'YYYY-MM') as month, kind, "productId", "eventId", name, units, cents from (
          select ${utcMonth(sql`o.paid_at`)} as m, i.kind, i.product_id as "productId",
                 i.event_id as "eventId", min(i.name) as name, sum(i.quantity)::float8 as units,
                 sum(i.unit_price_cents * i.quantity)::float8 as cents
          from orders o join order_items i on i.order_id = o.id
          where ${inSpan} group by 1, 2, 3, 4) x`);
      const discounts = await db.execute(sql`
        select to_char(m, 'YYYY-MM') as month, cents from (
          select ${utcMonth(sql`o.paid_at`)} as m, sum(o.discount_cents)::float8 as cents
          from orders o where ${inSpan} and o.discount_cents > 0 group by 1) x`);
      return {
        lines: num(lines.rows, 'units', 'cents') as unknown as {
          month: string;
          kind: 'merch' | 'ticket';
          productId: number | null;
          eventId: string | null;
          name: string;
          units: number;
          cents: number;
        }[],
        discounts: num(discounts.rows, 'cents') as unknown as { month: string; cents: number }[],
      };
    },

    /**
     * Events dated from the span's start on, with their paid seats and capacity. Their ticket money
     * is summed from the kept closed months and the open month (closed-month-repository.ts).
     */
    async eventSeats(span: Span, limit: number) {
      const { rows } = await db.execute(sql`
        with ev as (
          select id, title, event_date, capacity from events
          where event_date >= ${span.start.toISOString()}::timestamptz
          order by event_date, id limit ${limit}
        ), sold as (
          select event_id, sum(quantity) as n from tickets
          where status = 'paid' and event_id in (select id from ev) group by event_id
        )
        select ev.id as "eventId", ev.title, ev.event_date as "eventDate", ev.capacity,
               coalesce(sold.n, 0)::float8 as sold
        from ev left join sold on sold.event_id = ev.id
        order by ev.event_date, ev.id`);
      return num(rows, 'sold').map((r) => ({
        ...r,
        eventDate: new Date(r.eventDate as string).toISOString(),
      })) as unknown as {
        eventId: string;
        title: string;
        eventDate: string;
        capacity: number | null;
        sold: number;
      }[];
    },

    /** When the first settled order was paid (null: none yet); kept months start at its month. */
    async firstPaidAt(): Promise<Date | null> {
      const { rows } = await db.execute(sql`
        select min(paid_at) as at from orders where status in (${settled}) and paid_at is not null`);
      const at = rows[0]?.at;
      return at ? new Date(at as string) : null;
    },

    /** Ticket money of settled orders paid from `since` on or with no payment time, per event. */
    async ticketMoneySince(since: Date): Promise<Map<string, number>> {
      const { rows } = await db.execute(sql`
        select i.event_id as "eventId", sum(i.unit_price_cents * i.quantity)::float8 as cents
        from orders o join order_items i on i.order_id = o.id
        where i.kind = 'ticket' and i.event_id is not null and o.status in (${settled})
          and (o.paid_at is null or o.paid_at >= ${since.toISOString()}::timestamptz)
        group by 1`);
      return new Map(rows.map((r) => [r.eventId as string, Number(r.cents)]));
    },

    /** Streams started in the span, newest first: their minutes, peak viewers and hearts. */
    async streams(span: Span, limit: number) {
      const { rows } = await db.execute(sql`
        select s.id as "streamId", s.title, s.started_at as "startedAt", s.peak_viewers as "peakViewers",
          floor(extract(epoch from coalesce(s.ended_at, now()) - s.started_at) / 60)::float8 as minutes,
          (select coalesce(sum(b.count), 0) from live_heart_buckets b where b.stream_id = s.id)::float8 as hearts
        from live_streams s
        where s.started_at >= ${span.start.toISOString()}::timestamptz and s.started_at < ${span.end.toISOString()}::timestamptz
        order by s.started_at desc limit ${limit}`);
      return num(rows, 'peakViewers', 'minutes', 'hearts').map((r) => ({
        ...r,
        startedAt: new Date(r.startedAt as string).toISOString(),
      })) as unknown as {
        streamId: string;
        title: string;
        startedAt: string;
        minutes: number;
        peakViewers: number;
        hearts: number;
      }[];
    },

    /** Tracks by likes given in the span. */
    async topTracks(span: Span, limit: number) {
      const { rows } = await db.execute(sql`
        select t.id as "trackId", t.title, count(*)::float8 as likes
        from track_likes l join tracks t on t.id = l.track_id
        where l.created_at >= ${span.start.toISOString()}::timestamptz and l.created_at < ${span.end.toISOString()}::timestamptz
        group by t.id, t.title order by 3 desc, 2 limit ${limit}`);
      return num(rows, 'likes') as unknown as { trackId: string; title: string; likes: number }[];
    },

    /** Per week: published posts and comments written in the span (deleted ones are not counted). */
    async communityWeeks(span: Span) {
      const from = span.start.toISOString();
      const to = span.end.toISOString();
      // Comments are counted week by week, each a range of the partial index (index-only), not
      // grouped by date_trunc over every row: 90 instead of 290 ms for two years of 200,000 on the
      // bench's club. The weeks are UTC Mondays (a timestamp without zone, so no DST in the step),
      // as date_trunc makes them; weeks without a comment drop out, as they did from the grouping.
      // One union grouped once, not two groups full-joined: PostgreSQL guessed that full join at
      // 20 million rows and compiled it with JIT, 480 of the query's 730 ms (EXPLAIN ANALYZE).
      const { rows } = await db.execute(sql`
        with p as (
          select ${utcWeek(sql`created_at`)} as week, count(*) as n from posts
          where status = 'published' and deleted_at is null
            and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz group by 1
        ), c as materialized (
          select g as week, (select count(*) from post_comments
            where status = 'published' and deleted_at is null
              and created_at >= greatest(g AT TIME ZONE 'UTC', ${from}::timestamptz)
              and created_at < least((g + interval '7 days') AT TIME ZONE 'UTC', ${to}::timestamptz)) as n
          from generate_series(${utcWeek(sql`${from}::timestamptz`)},
            ${to}::timestamptz AT TIME ZONE 'UTC' - interval '1 microsecond', interval '7 days') g
        )
        select ${dayText(sql`w.week`)} as week, sum(posts)::float8 as posts, sum(comments)::float8 as comments
        from (
          select week, n as posts, 0 as comments from p
          union all
          select week, 0, n from c where n > 0
        ) w group by w.week order by w.week`);
      return num(rows, 'posts', 'comments') as unknown as {
        week: string;
        posts: number;
        comments: number;
      }[];
    },
  };
}

export type InsightsRepository = ReturnType<typeof insightsRepository>;
