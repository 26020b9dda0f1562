// The admin member list's filters as SQL, shared by the paged search and the CSV export so both
// read the same members. A member's status and country are derived (no column holds them).
import { and, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { MemberFilters } from '@fanclub/shared/schemas/members';
import { users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

const has = (condition: SQL) =>
  sql`exists (select 1 from subscriptions s where s.user_id = ${users.id} and ${condition})`;

/**
 * paying: a live plan not set to end; past_due: a renewal that failed; cancelled: a plan set to
 * end, or one that ended and left the member free; complimentary: a paid tier with no plan (an
 * admin's grant); free: the rest. Past due wins, as it needs the manager's attention first.
 */
export const memberStatus = sql<string>`case
  when ${has(sql`s.status = 'past_due'`)} then 'past_due'
  when ${has(sql`s.status in ('active', 'trialing') and s.cancel_at_period_end`)} then 'cancelled'
  when ${has(sql`s.status in ('active', 'trialing')`)} then 'paying'
  when ${profiles.subscriptionTier} <> 'free' then 'complimentary'
  when ${has(sql`s.status = 'canceled'`)} then 'cancelled'
  else 'free' end`;

/**
 * No profile field holds a country: it is the shipping country of the member's latest order
 * that had an address (orders_user_idx finds their orders).
 */
export const memberCountry = sql<string | null>`(select upper(o.shipping->>'country') from orders o
  where o.user_id = ${users.id} and o.shipping is not null
  order by o.created_at desc limit 1)`;

/** Money the member paid: paid or shipped orders plus subscription payments, in cents. */
export const lifetimeSpendCents = sql<number>`(
  coalesce((select sum(o.total_cents) from orders o where o.user_id = ${users.id}
    and o.status in ('paid', 'shipped', 'delivered')), 0)
  + coalesce((select sum(p.amount_cents) from payments p where p.user_id = ${users.id}), 0))::int`;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

export function memberFilter(f: MemberFilters): SQL | undefined {
  const q = f.q ? `%${escapeLike(f.q)}%` : null;
  return and(
    q ? or(ilike(users.email, q), ilike(profiles.displayName, q)) : undefined,
    f.tier ? eq(profiles.subscriptionTier, f.tier) : undefined,
    f.status ? sql`${memberStatus} = ${f.status}` : undefined,
    f.since ? gte(users.createdAt, new Date(`${f.since}T00:00:00Z`)) : undefined,
    f.until ? lt(users.createdAt, nextDay(f.until)) : undefined,
    f.country ? sql`${memberCountry} = ${f.country}` : undefined,
  );
}
