import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offerSettings, retentionOffers } from '../../db/schema/offers';
import { isUniqueViolation } from '../../lib/unique-violation';

/** The retention offer's setting and each member's one answer to it. */
export function retentionRepository(db: Db) {
  return {
    async setting() {
      const [row] = await db.select().from(offerSettings).where(eq(offerSettings.id, 1));
      return {
        percentOff: row?.retentionPercentOff ?? null,
        months: row?.retentionMonths ?? null,
      };
    },
    async saveSetting(percentOff: number | null, months: number | null) {
      const values = {
        retentionPercentOff: percentOff,
        retentionMonths: months,
        updatedAt: new Date(),
      };
      await db
        .insert(offerSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: offerSettings.id, set: values });
    },
    async answered(userId: string): Promise<boolean> {
      const rows = await db
        .select({ userId: retentionOffers.userId })
        .from(retentionOffers)
        .where(eq(retentionOffers.userId, userId));
      return rows.length > 0;
    },
    async forget(userId: string) {
      await db.delete(retentionOffers).where(eq(retentionOffers.userId, userId));
    },
    /** Records the member's answer; false when they had answered already (the primary key). */
    async answer(userId: string, accepted: boolean, percentOff: number, months: number) {
      try {
        await db.insert(retentionOffers).values({ userId, accepted, percentOff, months });
        return true;
      } catch (error) {
        if (isUniqueViolation(error, 'retention_offers_pkey')) return false;
        throw error;
      }
    },
  };
}
