// The club's insights (issue 33): figures the server sums from orders, payments, subscriptions,
// tickets, live and community records for a date range. Days and weeks are UTC; a week starts on Monday.
import { z } from 'zod';

/** The longest range one request may sum: two years and a day (a leap year). */
export const INSIGHTS_MAX_DAYS = 731;
export const INSIGHTS_DEFAULT_DAYS = 90;

const day = (what: string) =>
  z.iso.date({ error: `The ${what} date must look like 2026-01-31.` }).optional();

export const InsightsQuery = z
  .object({ from: day('start'), to: day('end') })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date must not be after the end date.',
    path: ['from'],
  })
  .refine(
    (q) =>
      !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < INSIGHTS_MAX_DAYS,
    { message: `A range can span at most ${INSIGHTS_MAX_DAYS} days.`, path: ['to'] },
  );
export type InsightsQuery = z.infer<typeof InsightsQuery>;

const Range = { from: z.string(), to: z.string() };

export const TierCounts = z.object({ fanplus: z.number().int(), vip: z.number().int() });

export const MembersInsights = z.object({
  ...Range,
  /** Paying members on the range's last day, times their plan's monthly price. */
  mrrCents: z.number().int(),
  payingMembers: z.number().int(),
  payingAtStart: z.number().int(),
  newMembers: z.number().int(),
  cancelledMembers: z.number().int(),
  /** Cancelled in the range over paying at its start; null when nobody was paying then. */
  churnRate: z.number().nullable(),
  /** Per week (its Monday): paying members by tier at the week's end, new and cancelled in it. */
  weeks: z.array(
    TierCounts.extend({
      week: z.string(),
      newMembers: z.number().int(),
      cancelledMembers: z.number().int(),
    }),
  ),
});
export type MembersInsights = z.infer<typeof MembersInsights>;

export const RevenueInsights = z.object({
  ...Range,
  /** Per month (YYYY-MM): money taken for memberships, merch and tickets. */
  months: z.array(
    z.object({
      month: z.string(),
      subscriptionsCents: z.number().int(),
      merchCents: z.number().int(),
      ticketsCents: z.number().int(),
    }),
  ),
  topProducts: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      units: z.number().int(),
      revenueCents: z.number().int(),
    }),
  ),
  /** Events dated from the range's start on (upcoming ones included): seats sold of capacity. */
  events: z.array(
    z.object({
      eventId: z.string(),
      title: z.string(),
      eventDate: z.string(),
      sold: z.number().int(),
      capacity: z.number().int().nullable(),
      revenueCents: z.number().int(),
    }),
  ),
});
export type RevenueInsights = z.infer<typeof RevenueInsights>;

export const EngagementInsights = z.object({
  ...Range,
  /** Streams started in the range; watch minutes are not recorded, so the stream's own minutes. */
  streams: z.array(
    z.object({
      streamId: z.string(),
      title: z.string(),
      startedAt: z.string(),
      minutes: z.number().int(),
      peakViewers: z.number().int(),
      hearts: z.number().int(),
    }),
  ),
  /** Likes given in the range; plays are not recorded. */
  tracks: z.array(z.object({ trackId: z.string(), title: z.string(), likes: z.number().int() })),
  community: z.array(
    z.object({ week: z.string(), posts: z.number().int(), comments: z.number().int() }),
  ),
});
export type EngagementInsights = z.infer<typeof EngagementInsights>;
