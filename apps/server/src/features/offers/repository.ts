import { and, count, desc, eq, sql } from 'drizzle-orm';
import { OFFER_UNKNOWN } from '@fanclub/shared/offers';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema/billing';
import { offerCodes, offerRedemptions } from '../../db/schema/offers';
import type { CursorPosition } from '../../lib/keyset-cursor';

export type OfferRow = typeof offerCodes.$inferSelect;
export type NewOffer = typeof offerCodes.$inferInsert;

/** The exact (microsecond) text of a time, for cursors (see ../../lib/keyset-cursor.ts). */
const exactCreated = sql<string>`to_char(${offerCodes.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Decides under the code row's lock whether one more use is allowed: the refusal, or the cents off. */
export type RedeemDecision = (row: OfferRow, usesByMember: number) => string | number;

export function offersRepository(db: Db) {
  return {
    async insert(values: NewOffer): Promise<OfferRow> {
      const [row] = await db.insert(offerCodes).values(values).returning();
      return row!;
    },

    /** Newest first, by keyset on (created_at, id). */
    async page(after: CursorPosition | null, limit: number) {
      return db
        .select({ row: offerCodes, at: exactCreated })
        .from(offerCodes)
        .where(
          after
            ? sql`(${offerCodes.createdAt}, ${offerCodes.id}) < (${after.time}::timestamptz, ${after.id}::uuid)`
            : undefined,
        )
        .orderBy(desc(offerCodes.createdAt), desc(offerCodes.id))
        .limit(limit);
    },

    async setDisabled(id: string, disabled: boolean): Promise<OfferRow | null> {
      const [row] = await db
        .update(offerCodes)
        .set({ disabledAt: disabled ? sql`coalesce(${offerCodes.disabledAt}, now())` : null })
        .where(eq(offerCodes.id, id))
        .returning();
      return row ?? null;
    },

    async byCode(code: string): Promise<OfferRow | null> {
      const [row] = await db.select().from(offerCodes).where(eq(offerCodes.code, code)).limit(1);
      return row ?? null;
    },

    /**
     * The member's uses of the code: all of them, and those only held by an open payment page
     * (`held`, ADR 038's follow-up).
     */
    async memberUses(codeId: string, userId: string): Promise<{ all: number; held: number }> {
      const [row] = await db
        .select({ all: count(), held: count(sql`case when ${offerRedemptions.held} then 1 end`) })
        .from(offerRedemptions)
        .where(and(eq(offerRedemptions.codeId, codeId), eq(offerRedemptions.userId, userId)));
      return { all: row?.all ?? 0, held: row?.held ?? 0 };
    },

    /** Whether the member ever had a subscription (first-time-only membership codes). */
    async everSubscribed(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Takes one use, or with `held` holds one for a payment page not paid yet (it counts against
     * the limits all the same). Concurrent checkouts of one code queue on its row's lock, so the
     * total and the member's count read here are exact: the last use goes to exactly one of them.
     */
    async redeem(code: string, userId: string, decide: RedeemDecision, held = false) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(offerCodes)
          .where(eq(offerCodes.code, code))
          .for('update');
        if (!row) return { ok: false as const, refused: OFFER_UNKNOWN };
        const [mine] = await tx
          .select({ n: count() })
          .from(offerRedemptions)
          .where(and(eq(offerRedemptions.codeId, row.id), eq(offerRedemptions.userId, userId)));
        const decision = decide(row, mine?.n ?? 0);
        if (typeof decision === 'string') return { ok: false as const, refused: decision };
        const [redemption] = await tx
          .insert(offerRedemptions)
          .values({ codeId: row.id, userId, discountCents: decision, held })
          .returning({ id: offerRedemptions.id });
        await tx
          .update(offerCodes)
          .set(held ? { held: sql`${offerCodes.held} + 1` } : { uses: sql`${offerCodes.uses} + 1` })
          .where(eq(offerCodes.id, row.id));
        return { ok: true as const, redemptionId: redemption!.id, row, discountCents: decision };
      });
    },

    /**
     * Gives a use (or a hold) back when the checkout that took it failed (sold out, declined,
     * changed cart, a payment page that expired unpaid). Once: the row's delete decides.
     */
    async release(redemptionId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(offerRedemptions)
          .where(eq(offerRedemptions.id, redemptionId))
          .returning({ codeId: offerRedemptions.codeId, held: offerRedemptions.held });
        if (gone)
          await tx
            .update(offerCodes)
            .set(
              gone.held
                ? { held: sql`${offerCodes.held} - 1` }
                : { uses: sql`${offerCodes.uses} - 1` },
            )
            .where(eq(offerCodes.id, gone.codeId));
      });
    },

    /**
     * A held use whose payment was confirmed becomes a use. Once: only the update that finds it
     * still held moves the counters, so a redelivered webhook counts nothing more.
     */
    async confirm(redemptionId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [paid] = await tx
          .update(offerRedemptions)
          .set({ held: false })
          .where(and(eq(offerRedemptions.id, redemptionId), eq(offerRedemptions.held, true)))
          .returning({ codeId: offerRedemptions.codeId });
        if (paid)
          await tx
            .update(offerCodes)
            .set({ uses: sql`${offerCodes.uses} + 1`, held: sql`${offerCodes.held} - 1` })
            .where(eq(offerCodes.id, paid.codeId));
      });
    },
  };
}

export type OffersRepository = ReturnType<typeof offersRepository>;
