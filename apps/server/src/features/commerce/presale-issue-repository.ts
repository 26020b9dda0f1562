import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/events';
import { presaleCodes } from '../../db/schema/presale';
import { profiles } from '../../db/schema/profiles';
import { recordAudit } from '../../lib/audit';
import { isUuid } from '../../lib/ids';

/** The team's writes of presale codes, each with its audit entry (presale-repository.ts reads). */
export function presaleIssuing(db: Db) {
  return {
    /**
     * Gives every VIP member without a code for the event one, and marks the event as needing
     * codes, with its audit entry, in one transaction. Codes are 48 random bits; the rare clash
     * with another code is skipped and retried, so nobody is left without one.
     */
    issueMemberCodes(actorId: string, eventId: string) {
      return db.transaction(async (tx) => {
        let issued = 0;
        for (let round = 0; round < 5; round++) {
          const rows = await tx.execute<{ id: string }>(sql`
            INSERT INTO ${presaleCodes} (event_id, code, user_id)
            SELECT ${eventId}, 'VIP-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)), p.user_id
            FROM ${profiles} p
            WHERE p.subscription_tier = 'vip'
              AND NOT EXISTS (SELECT 1 FROM ${presaleCodes} c WHERE c.event_id = ${eventId} AND c.user_id = p.user_id)
            ON CONFLICT DO NOTHING
            RETURNING id`);
          if (rows.rows.length === 0) break;
          issued += rows.rows.length;
        }
        await tx.update(events).set({ presaleCodes: true }).where(eq(events.id, eventId));
        const [total] = await tx
          .select({ n: count() })
          .from(presaleCodes)
          .where(and(eq(presaleCodes.eventId, eventId), isNotNull(presaleCodes.userId)));
        await recordAudit(tx, {
          actorId,
          action: 'event.presale_codes_issued',
          targetType: 'event',
          targetId: eventId,
          details: { issued },
        });
        return { issued, total: total?.n ?? 0 };
      });
    },

    /** A shared code; undefined when the event already has one with the same text. */
    createShared(actorId: string, eventId: string, code: string, maxUses: number) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(presaleCodes)
          .values({ eventId, code, maxUses })
          .onConflictDoNothing()
          .returning({ id: presaleCodes.id });
        if (!row) return undefined;
        await tx.update(events).set({ presaleCodes: true }).where(eq(events.id, eventId));
        await recordAudit(tx, {
          actorId,
          action: 'event.presale_code_created',
          targetType: 'event',
          targetId: eventId,
          details: { code, maxUses },
        });
        return row;
      });
    },

    /** Deletes a shared code; the presale needs codes only while the event still has one. */
    deleteShared(actorId: string, eventId: string, codeId: string) {
      if (!isUuid(codeId)) return Promise.resolve(false);
      return db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(presaleCodes)
          .where(
            and(
              eq(presaleCodes.id, codeId),
              eq(presaleCodes.eventId, eventId),
              isNull(presaleCodes.userId),
            ),
          )
          .returning({ code: presaleCodes.code });
        if (!gone) return false;
        const [left] = await tx
          .select({ n: count() })
          .from(presaleCodes)
          .where(eq(presaleCodes.eventId, eventId));
        if (!left?.n)
          await tx.update(events).set({ presaleCodes: false }).where(eq(events.id, eventId));
        await recordAudit(tx, {
          actorId,
          action: 'event.presale_code_deleted',
          targetType: 'event',
          targetId: eventId,
          details: { code: gone.code },
        });
        return true;
      });
    },
  };
}
