// The only Drizzle user of gifts: the buyer's list, the scheduled send, the single-use claim.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { GIFT_LIST_MAX } from '@fanclub/shared/schemas/gifts';
import type { Gift } from '@fanclub/shared/schemas/gifts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { gifts } from '../../db/schema/comps';
import { grantComp } from '../../lib/comps-repository';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
type Row = typeof gifts.$inferSelect;

export const toGift = (g: Row): Gift => ({
  id: g.id,
  tier: g.tier === 'vip' ? 'vip' : 'fanplus',
  months: g.months,
  recipientEmail: g.recipientEmail,
  message: g.message,
  sendAt: g.sendAt.toISOString(),
  status: g.status,
  amountCents: g.amountCents,
  sentAt: g.sentAt?.toISOString() ?? null,
  claimedAt: g.claimedAt?.toISOString() ?? null,
  createdAt: g.createdAt.toISOString(),
});

export function giftRepository(db: Db) {
  return {
    async create(values: typeof gifts.$inferInsert) {
      const [row] = await db.insert(gifts).values(values).returning();
      return row!;
    },

    async mine(buyerId: string) {
      const rows = await db
        .select()
        .from(gifts)
        .where(eq(gifts.buyerId, buyerId))
        .orderBy(desc(gifts.createdAt), desc(gifts.id))
        .limit(GIFT_LIST_MAX);
      return rows.map(toGift);
    },

    async byId(id: string) {
      const [row] = await db.select().from(gifts).where(eq(gifts.id, id));
      return row ?? null;
    },

    async buyerName(buyerId: string) {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, buyerId));
      return row?.name ?? 'A fan';
    },

    /**
     * A new claim token for an unclaimed gift (an earlier link stops working) and the gift marked
     * sent. Null when the gift is claimed or gone. The token is returned once, for the mail.
     */
    async issueToken(id: string, now = new Date()) {
      const token = randomBytes(32).toString('base64url');
      const [row] = await db
        .update(gifts)
        .set({ claimTokenHash: hashToken(token), status: 'sent', sentAt: now })
        .where(and(eq(gifts.id, id), eq(gifts.status, 'scheduled')))
        .returning();
      if (row) return { gift: row, token };
      const [resent] = await db
        .update(gifts)
        .set({ claimTokenHash: hashToken(token), sentAt: now })
        .where(and(eq(gifts.id, id), eq(gifts.status, 'sent')))
        .returning();
      return resent ? { gift: resent, token } : null;
    },

    /** Claims once: the first caller with the token gets the tier; the token then dies. */
    async claim(token: string, userId: string, now = new Date()) {
      return db.transaction(async (tx) => {
        const [gift] = await tx
          .update(gifts)
          .set({ status: 'claimed', claimedBy: userId, claimedAt: now, claimTokenHash: null })
          .where(and(eq(gifts.claimTokenHash, hashToken(token)), eq(gifts.status, 'sent')))
          .returning();
        if (!gift) return null;
        const tier = gift.tier === 'vip' ? 'vip' : 'fanplus';
        const endsAt = await grantComp(
          tx,
          { userId, tier, months: gift.months, source: 'gift' },
          now,
        );
        return { tier, months: gift.months, endsAt: endsAt!.toISOString() } as const;
      });
    },
  };
}
export type GiftRepository = ReturnType<typeof giftRepository>;
