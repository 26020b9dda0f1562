import { and, desc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Tier } from '@fanclub/shared/roles';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { isUniqueViolation } from '../../lib/unique-violation';
import { checkoutSessions, paymentEvents, payments, subscriptions } from '../../db/schema/billing';
import type { CurrentSubscription, PaidTier, SubscriptionSnapshot } from './provider';

const LIVE = ['active', 'trialing', 'past_due'] as const;

type Row = typeof subscriptions.$inferSelect;

export function toSnapshot(row: Row): SubscriptionSnapshot {
  return {
    provider: row.provider,
    providerSubscriptionId: row.providerSubscriptionId,
    providerCustomerId: row.providerCustomerId,
    userId: row.userId,
    tier: row.tier as PaidTier,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
  };
}

export function billingRepository(db: Db) {
  return {
    async memberEmail(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email;
    },
    async liveSubscription(
      userId: string,
    ): Promise<(CurrentSubscription & { row: Row }) | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE])))
        .orderBy(desc(subscriptions.updatedAt))
        .limit(1);
      return row && { ...toSnapshot(row), row };
    },
    /** A live subscription of the member other than this one (stripe-duplicates.ts). */
    async otherLiveSubscription(userId: string, providerSubscriptionId: string) {
      const [row] = await db
        .select({ id: subscriptions.providerSubscriptionId })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            ne(subscriptions.providerSubscriptionId, providerSubscriptionId),
            inArray(subscriptions.status, [...LIVE]),
          ),
        )
        .limit(1);
      return row;
    },
    async snapshot(providerSubscriptionId: string) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
      return row && toSnapshot(row);
    },
    /** A membership code's cut, kept for `periodsLeft` more renewals (demo provider). */
    async setOffer(
      providerSubscriptionId: string,
      offer: { code: string; percentOff: number | null; amountOffCents: number | null },
      periodsLeft: number,
    ) {
      await db
        .update(subscriptions)
        .set({
          offerCode: offer.code,
          offerPercentOff: offer.percentOff,
          offerAmountOffCents: offer.amountOffCents,
          offerPeriodsLeft: periodsLeft,
        })
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
    },
    /** One renewal took the code's cut: one fewer left. */
    async useOfferPeriod(providerSubscriptionId: string) {
      await db
        .update(subscriptions)
        .set({ offerPeriodsLeft: sql`greatest(${subscriptions.offerPeriodsLeft} - 1, 0)` })
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
    },
    async scheduleTier(providerSubscriptionId: string, tier: Tier | null) {
      await db
        .update(subscriptions)
        .set({ scheduledTier: tier, cancelAtPeriodEnd: false, updatedAt: new Date() })
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
    },
    /** Demo subscriptions whose period has ended: renew or lapse them. */
    async dueDemoSubscriptions(now: Date) {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, 'demo'),
            inArray(subscriptions.status, [...LIVE]),
            lte(subscriptions.currentPeriodEnd, now),
          ),
        )
        .limit(100);
    },
    async checkoutSession(id: string, userId: string) {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)));
      return row;
    },
    async createCheckoutSession(values: typeof checkoutSessions.$inferInsert) {
      await db.insert(checkoutSessions).values(values);
    },
    /** The member's one open checkout (checkout_sessions_one_open_per_user), if any. */
    async openCheckoutSession(userId: string) {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'open')));
      return row;
    },
    /**
     * Opens a checkout unless the member has one open: the unique index decides, so two requests
     * or two processes cannot both open one. The loser gets the open one back (null only if it
     * closed in between, a rare retry the caller treats as busy).
     */
    async claimCheckoutSession(
      values: typeof checkoutSessions.$inferInsert & { userId: string },
    ): Promise<
      | { created: true; session: typeof checkoutSessions.$inferSelect }
      | { created: false; session: typeof checkoutSessions.$inferSelect | undefined }
    > {
      try {
        const [row] = await db.insert(checkoutSessions).values(values).returning();
        return { created: true, session: row! };
      } catch (error) {
        if (!isUniqueViolation(error, 'checkout_sessions_one_open_per_user')) throw error;
        return { created: false, session: await this.openCheckoutSession(values.userId) };
      }
    },
    /** Closes an open checkout unpaid; completing it afterwards charges nothing (apply-event-repository.ts). */
    async expireCheckoutSession(id: string) {
      const [closed] = await db
        .update(checkoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
        .returning({ offerRedemptionId: checkoutSessions.offerRedemptionId });
      return closed;
    },
    /** The code use a checkout's page holds (ADR 038), whoever's it is: the webhook confirms it. */
    async checkoutSessionRedemption(id: string): Promise<string | null> {
      const [row] = await db
        .select({ redemptionId: checkoutSessions.offerRedemptionId })
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, id));
      return row?.redemptionId ?? null;
    },
    /** The member's Stripe customer from an earlier subscription, so a new checkout reuses it. */
    async stripeCustomerId(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ customer: subscriptions.providerCustomerId })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.provider, 'stripe'),
            isNotNull(subscriptions.providerCustomerId),
          ),
        )
        .orderBy(desc(subscriptions.updatedAt))
        .limit(1);
      return row?.customer ?? undefined;
    },
    /** A cheap early answer for redeliveries; applyBillingEvent still enforces once-only itself. */
    async eventRecorded(eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(eq(paymentEvents.id, eventId));
      return row !== undefined;
    },
    async paymentForSession(sessionId: string, userId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.checkoutSessionId, sessionId), eq(payments.userId, userId)));
      return row;
    },
  };
}
export type BillingRepository = ReturnType<typeof billingRepository>;
