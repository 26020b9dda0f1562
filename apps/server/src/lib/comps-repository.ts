// Complimentary tiers (admin grants, gifts, imports) with an optional end. Every change recomputes
// the member's tier through lib/effective-tier-repository.ts, in the caller's transaction.
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Tier } from '@fanclub/shared/roles';
import type { Db } from '../db/client';
import { subscriptions } from '../db/schema/billing';
import { memberComps } from '../db/schema/comps';
import { compInForce, ENTITLED_STATUSES, syncTier, tierRank } from './effective-tier-repository';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type PaidTier = Exclude<Tier, 'free'>;
export type CompSource = 'admin' | 'gift' | 'import';

export const addMonths = (from: Date, months: number) => {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};

/**
 * Gives `tier` for `months` (null: no end). A timed comp starts where the member's current
 * same-or-better time ends (a comp, a gift, or a paid period), so a gift extends rather than
 * overlaps what they already have. Returns the comp's end.
 */
export async function grantComp(
  tx: Tx,
  grant: { userId: string; tier: PaidTier; months: number | null; source: CompSource },
  now = new Date(),
): Promise<Date | null> {
  let endsAt: Date | null = null;
  if (grant.months !== null) {
    const atLeast = (t: Tier) => tierRank(t) >= tierRank(grant.tier);
    const comps = await tx
      .select({ tier: memberComps.tier, endsAt: memberComps.endsAt })
      .from(memberComps)
      .where(and(eq(memberComps.userId, grant.userId), compInForce(now)));
    const paid = await tx
      .select({ tier: subscriptions.tier, end: subscriptions.currentPeriodEnd })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, grant.userId),
          inArray(subscriptions.status, [...ENTITLED_STATUSES]),
          gt(subscriptions.currentPeriodEnd, now),
        ),
      );
    const ends = [
      ...comps.filter((c) => atLeast(c.tier) && c.endsAt).map((c) => c.endsAt!),
      ...paid.filter((p) => atLeast(p.tier)).map((p) => p.end),
    ];
    const start = ends.reduce((a, b) => (b > a ? b : a), now);
    endsAt = addMonths(start, grant.months);
  }
  await tx.insert(memberComps).values({
    userId: grant.userId,
    tier: grant.tier,
    source: grant.source,
    endsAt,
  });
  await syncTier(tx, grant.userId, now);
  return endsAt;
}

/** Ends every comp `userId` holds now (an admin's "remove"); their paid tier, if any, stays. */
export async function removeComps(tx: Tx, userId: string, now = new Date()) {
  await tx
    .update(memberComps)
    .set({ expiredAt: now })
    .where(and(eq(memberComps.userId, userId), isNull(memberComps.expiredAt)));
  await syncTier(tx, userId, now);
}

/** The latest end of `userId`'s comps in force (null: none, or one without end). */
export async function compEnds(db: Db, userId: string, now = new Date()) {
  const rows = await db
    .select({ endsAt: memberComps.endsAt, tier: memberComps.tier })
    .from(memberComps)
    .where(and(eq(memberComps.userId, userId), compInForce(now)));
  return rows;
}

/**
 * Marks comps whose end has passed and recomputes their members' tiers: the member drops back to
 * what they pay for (or free). Idempotent, in batches; returns how many comps it ended.
 */
export async function expireComps(db: Db, now = new Date(), batch = 200): Promise<number> {
  let ended = 0;
  for (;;) {
    const due = await db
      .select({ id: memberComps.id, userId: memberComps.userId })
      .from(memberComps)
      .where(and(isNull(memberComps.expiredAt), lte(memberComps.endsAt, now)))
      .limit(batch);
    if (due.length === 0) return ended;
    await db.transaction(async (tx) => {
      await tx
        .update(memberComps)
        .set({ expiredAt: now })
        .where(
          inArray(
            memberComps.id,
            due.map((d) => d.id),
          ),
        );
      for (const userId of new Set(due.map((d) => d.userId))) await syncTier(tx, userId, now);
    });
    ended += due.length;
  }
}
