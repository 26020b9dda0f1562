import { and, asc, count, eq, gt, inArray, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/commerce';
import { events } from '../../db/schema/events';
import { presaleCodes, presaleRedemptions } from '../../db/schema/presale';
import { profiles } from '../../db/schema/profiles';
import { isUuid } from '../../lib/ids';
import { presaleIssuing } from './presale-issue-repository';
import type { Tx } from './repository';

/** A code a buyer presented, found valid for them and the event before the sale's lock. */
export interface PresaleClaim {
  codeId: string;
  /** Null for a member's own code (used once, by them). */
  maxUses: number | null;
}

/** Why a valid code cannot be used for this sale (checked under the event row's lock). */
export type PresaleRefusal = 'used' | 'full';

/** Orders whose failure or cancellation gives the code back. */
const FREES_THE_CODE = ['cancelled', 'failed'] as const;

/** Uses that still hold: those of orders that did not fail and were not cancelled. */
async function liveUses(tx: Tx, codeId: string) {
  return tx
    .select({ userId: presaleRedemptions.userId })
    .from(presaleRedemptions)
    .innerJoin(orders, eq(orders.id, presaleRedemptions.orderId))
    .where(
      and(eq(presaleRedemptions.codeId, codeId), notInArray(orders.status, [...FREES_THE_CODE])),
    );
}

/**
 * Under the event row's lock (ticket-repository.ts sellTickets): first forgets the uses whose
 * order failed or was cancelled, then says whether `userId` may use the code now.
 */
export async function presaleRefusal(
  tx: Tx,
  claim: PresaleClaim,
  userId: string,
): Promise<PresaleRefusal | null> {
  const stale = tx
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.status, [...FREES_THE_CODE]));
  await tx
    .delete(presaleRedemptions)
    .where(
      and(eq(presaleRedemptions.codeId, claim.codeId), inArray(presaleRedemptions.orderId, stale)),
    );
  const uses = await liveUses(tx, claim.codeId);
  if (uses.some((u) => u.userId === userId)) return 'used';
  if (claim.maxUses !== null && uses.length >= claim.maxUses) return 'full';
  return null;
}

/** Records the use with the order it bought, in the sale's transaction. */
export async function recordPresaleUse(
  tx: Tx,
  claim: PresaleClaim,
  userId: string,
  orderId: string,
) {
  await tx.insert(presaleRedemptions).values({ codeId: claim.codeId, userId, orderId });
}

export function presaleRepository(db: Db) {
  return {
    /** The code as typed (upper-cased) for the event, or undefined. */
    async code(eventId: string, code: string) {
      const [row] = await db
        .select()
        .from(presaleCodes)
        .where(and(eq(presaleCodes.eventId, eventId), eq(presaleCodes.code, code)));
      return row;
    },

    /** The member's own codes for events that have not started, soonest first. */
    memberCodes(userId: string, now: Date) {
      return db
        .select({ code: presaleCodes.code, event: events })
        .from(presaleCodes)
        .innerJoin(events, eq(events.id, presaleCodes.eventId))
        .where(and(eq(presaleCodes.userId, userId), gt(events.eventDate, now)))
        .orderBy(asc(events.eventDate));
    },

    async event(id: string) {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(events).where(eq(events.id, id));
      return row;
    },

    async summary(eventId: string) {
      const [members] = await db
        .select({ n: count() })
        .from(presaleCodes)
        .where(and(eq(presaleCodes.eventId, eventId), isNotNull(presaleCodes.userId)));
      const [vips] = await db
        .select({ n: count() })
        .from(profiles)
        .where(eq(profiles.subscriptionTier, 'vip'));
      const used = await db
        .select({
          codeId: presaleRedemptions.codeId,
          personal: isNotNull(presaleCodes.userId),
          n: count(),
        })
        .from(presaleRedemptions)
        .innerJoin(presaleCodes, eq(presaleCodes.id, presaleRedemptions.codeId))
        .innerJoin(orders, eq(orders.id, presaleRedemptions.orderId))
        .where(
          and(eq(presaleCodes.eventId, eventId), notInArray(orders.status, [...FREES_THE_CODE])),
        )
        .groupBy(presaleRedemptions.codeId, presaleCodes.userId);
      const shared = await db
        .select()
        .from(presaleCodes)
        .where(and(eq(presaleCodes.eventId, eventId), isNull(presaleCodes.userId)))
        .orderBy(asc(presaleCodes.createdAt));
      const usesOf = new Map(used.map((u) => [u.codeId, u.n]));
      return {
        memberCodes: members?.n ?? 0,
        memberCodesUsed: used.filter((u) => u.personal).reduce((sum, u) => sum + u.n, 0),
        vipMembers: vips?.n ?? 0,
        shared: shared.map((c) => ({
          id: c.id,
          code: c.code,
          maxUses: c.maxUses ?? 1,
          used: usesOf.get(c.id) ?? 0,
        })),
      };
    },

    ...presaleIssuing(db),
  };
}
export type PresaleRepository = ReturnType<typeof presaleRepository>;
