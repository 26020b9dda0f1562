import { INSIGHTS_DEFAULT_DAYS } from '@fanclub/shared/schemas/insights';
import type {
  EngagementInsights,
  InsightsQuery,
  MembersInsights,
  RevenueInsights,
} from '@fanclub/shared/schemas/insights';
import { PLANS } from '@fanclub/shared/plans';
import type { InsightsRepository, Span, SubscriptionWeek } from './repository';
import { revenueOf } from './revenue';
import type { OrderMonths, PaymentMonths } from './closed-month-repository';

const DAY = 86_400_000;
const TOP = 10;
const dayText = (d: Date) => d.toISOString().slice(0, 10);
const price = (tier: 'fanplus' | 'vip') => PLANS.find((p) => p.id === tier)?.priceCents ?? 0;

/** The Mondays (UTC) of every week that meets [start, end). */
export function weeksOf(span: Span): string[] {
  const first = new Date(span.start);
  first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  const weeks: string[] = [];
  for (let t = first.getTime(); t < span.end.getTime(); t += 7 * DAY)
    weeks.push(dayText(new Date(t)));
  return weeks;
}

/** The asked range as [start, end); without dates, the last INSIGHTS_DEFAULT_DAYS days to today. */
export function spanOf(
  query: InsightsQuery,
  now = new Date(),
): Span & { from: string; to: string } {
  const to = query.to ?? dayText(now);
  const from = query.from ?? dayText(new Date(Date.parse(to) - (INSIGHTS_DEFAULT_DAYS - 1) * DAY));
  return { from, to, start: new Date(`${from}T00:00:00Z`), end: new Date(Date.parse(to) + DAY) };
}

/** Paying members by tier after every week up to `week` (inclusive), from the per-week changes. */
function payingBefore(rows: SubscriptionWeek[], beforeWeek: string) {
  const counts = { fanplus: 0, vip: 0 };
  for (const r of rows) if (r.week < beforeWeek) counts[r.tier] += r.started - r.ended;
  return counts;
}

/** Payments and settled orders per month of a span (closed-month-repository.ts: kept closed months). */
export type RevenueMonths = (
  span: Span,
) => Promise<{ payments: PaymentMonths; orders: OrderMonths }>;

/** Each event's ticket money from every settled order (closed-month-repository.ts). */
export type TicketMoney = () => Promise<Map<string, number>>;

export function insightsService(
  repo: InsightsRepository,
  revenueMonths: RevenueMonths,
  ticketMoney: TicketMoney,
) {
  return {
    async members(query: InsightsQuery): Promise<MembersInsights> {
      const span = spanOf(query);
      const rows = await repo.subscriptionWeeks(span.end);
      const weeks = weeksOf(span);
      const running = payingBefore(rows, weeks[0]!);
      const out: MembersInsights['weeks'] = weeks.map((week) => {
        const here = rows.filter((r) => r.week === week);
        let newMembers = 0;
        let cancelledMembers = 0;
        for (const r of here) {
          running[r.tier] += r.started - r.ended;
          newMembers += r.started;
          cancelledMembers += r.ended;
        }
        return { week, ...running, newMembers, cancelledMembers };
      });
      // The first week may begin before the range: "at start" and the range's own changes are
      // counted from the week rows only when the range starts on a Monday, so count them exactly.
      const atStart = await repo.payingAt(span.start);
      const inRange = await repo.changesBetween(span);
      const payingMembers = running.fanplus + running.vip;
      return {
        from: span.from,
        to: span.to,
        mrrCents: running.fanplus * price('fanplus') + running.vip * price('vip'),
        payingMembers,
        payingAtStart: atStart,
        newMembers: inRange.started,
        cancelledMembers: inRange.ended,
        churnRate: atStart > 0 ? inRange.ended / atStart : null,
        weeks: out,
      };
    },

    async revenue(query: InsightsQuery): Promise<RevenueInsights> {
      const span = spanOf(query);
      const [{ payments, orders }, seats, money] = await Promise.all([
        revenueMonths(span),
        repo.eventSeats(span, 20),
        ticketMoney(),
      ]);
      const events = seats.map((e) => ({ ...e, revenueCents: money.get(e.eventId) ?? 0 }));
      return { from: span.from, to: span.to, ...revenueOf(payments, orders, TOP), events };
    },

    async engagement(query: InsightsQuery): Promise<EngagementInsights> {
      const span = spanOf(query);
      const [streams, tracks, community] = await Promise.all([
        repo.streams(span, 20),
        repo.topTracks(span, TOP),
        repo.communityWeeks(span),
      ]);
      return { from: span.from, to: span.to, streams, tracks, community };
    },
  };
}

export type InsightsService = ReturnType<typeof insightsService>;
