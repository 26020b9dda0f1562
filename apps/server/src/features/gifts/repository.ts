// The only Drizzle user of gifts: the buyer's list, the scheduled send, the single-use claim.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, lt, ne } from 'drizzle-orm';
import { GIFT_LIST_MAX } from '@fanclub/shared/schemas/gifts';
import type { Gift } from '@fanclub/shared/schemas/gifts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { gifts } from '../../db/schema/comps';
import { jobs } from '../../db/schema/jobs';
import { grantComp } from '../../lib/comps-repository';
import { recordPayment } from '../../lib/payment-receipts';
import type { PaymentTaken } from '../../lib/payment-receipts';

/** The durable job that mails a gift's claim link (mails.ts works it). */
export const GIFT_SEND_JOB = 'gifts.send';
export interface GiftSendJob {
  giftId: string;
}

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

    /** The buyer's gifts; one still unpaid (its Stripe page open) is not a gift yet. */
    async mine(buyerId: string) {
      const rows = await db
        .select()
        .from(gifts)
        .where(and(eq(gifts.buyerId, buyerId), ne(gifts.status, 'unpaid')))
        .orderBy(desc(gifts.createdAt), desc(gifts.id))
        .limit(GIFT_LIST_MAX);
      return rows.map(toGift);
    },

    async byId(id: string) {
      const [row] = await db.select().from(gifts).where(eq(gifts.id, id));
      return row ?? null;
    },

    attachSession(id: string, sessionId: string) {
      return db.update(gifts).set({ checkoutSessionId: sessionId }).where(eq(gifts.id, id));
    },

    async bySession(sessionId: string) {
      const [row] = await db.select().from(gifts).where(eq(gifts.checkoutSessionId, sessionId));
      return row ?? null;
    },

    /** Unpaid gifts whose page was opened before `before` (the sweep asks Stripe about them). */
    unpaidBefore(before: Date, limit = 50) {
      return db
        .select()
        .from(gifts)
        .where(
          and(
            eq(gifts.status, 'unpaid'),
            isNotNull(gifts.checkoutSessionId),
            lt(gifts.createdAt, before),
          ),
        )
        .limit(limit);
    },

    /** An unpaid gift whose page expired or could not open: it leaves nothing behind. */
    async dropUnpaid(id: string): Promise<boolean> {
      const gone = await db
        .delete(gifts)
        .where(and(eq(gifts.id, id), eq(gifts.status, 'unpaid')))
        .returning({ id: gifts.id });
      return gone.length > 0;
    },

    /** unpaid -> failed, once: the buyer sees it in their list; nothing was paid or mailed. */
    async markFailed(id: string): Promise<boolean> {
      const failed = await db
        .update(gifts)
        .set({ status: 'failed' })
        .where(and(eq(gifts.id, id), eq(gifts.status, 'unpaid')))
        .returning({ id: gifts.id });
      return failed.length > 0;
    },

    /**
     * unpaid -> scheduled, once (a conditional UPDATE: a redelivered event or the sweep racing it
     * finds nothing): in one transaction the payment and its receipt mail are recorded and the
     * claim mail is queued for the send date. Null when it was settled already.
     */
    async markPaid(id: string, payment: Omit<PaymentTaken, 'userId' | 'amountCents'>) {
      return db.transaction(async (tx) => {
        const [gift] = await tx
          .update(gifts)
          .set({ status: 'scheduled' })
          .where(and(eq(gifts.id, id), eq(gifts.status, 'unpaid')))
          .returning();
        if (!gift) return null;
        await recordPayment(
          tx,
          { ...payment, userId: gift.buyerId, amountCents: gift.amountCents },
          `gift:${gift.id}:receipt`,
        );
        await tx
          .insert(jobs)
          .values({ name: GIFT_SEND_JOB, data: { giftId: gift.id }, runAfter: gift.sendAt });
        return gift;
      });
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
