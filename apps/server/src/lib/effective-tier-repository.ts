// The one way to compute a member's tier (profiles.subscription_tier): the best of their entitled
// paid subscriptions and their current complimentary tiers (admin grants, gifts, imports).
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Tier } from '@fanclub/shared/roles';
import type { Db } from '../db/client';
import { subscriptions } from '../db/schema/billing';
import { memberComps } from '../db/schema/comps';
import { profiles } from '../db/schema/profiles';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const ENTITLED_STATUSES = ['active', 'trialing', 'past_due'] as const;

const RANK: Record<Tier, number> = { free: 0, fanplus: 1, vip: 2 };

export const bestTier = (tiers: Tier[]): Tier =>
  tiers.reduce<Tier>((best, t) => (RANK[t] > RANK[best] ? t : best), 'free');

export const tierRank = (t: Tier) => RANK[t];

/** Comps in force at `now`: no end, or an end still ahead. */
export const compInForce = (now: Date) =>
  and(isNull(memberComps.expiredAt), or(isNull(memberComps.endsAt), gt(memberComps.endsAt, now)));

/** Recomputes and stores `userId`'s tier; call in the transaction that changed its inputs. */
export async function syncTier(tx: Tx | Db, userId: string, now = new Date()): Promise<Tier> {
  const paid = await tx
    .select({ tier: subscriptions.tier })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...ENTITLED_STATUSES])),
    );
  const comps = await tx
    .select({ tier: memberComps.tier })
    .from(memberComps)
    .where(and(eq(memberComps.userId, userId), compInForce(now)));
  const tier = bestTier([...paid, ...comps].map((r) => r.tier));
  await tx
    .update(profiles)
    .set({ subscriptionTier: tier, updatedAt: new Date() })
    .where(eq(profiles.userId, userId));
  return tier;
}
