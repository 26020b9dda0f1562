import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEvents, checkoutSessions, subscriptions } from '../../db/schema/billing';
import { ENTITLED_STATUSES, syncTier } from '../../lib/effective-tier-repository';
import { queueBillingMail, recordPayment } from '../../lib/payment-receipts';
import type { BillingEvent, SubscriptionSnapshot } from './provider';

const ENTITLED = ENTITLED_STATUSES;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The one place a tier changes because of money. In one transaction: record the event id (a
 * duplicate stops here), store the subscription as the provider reports it, record any payment,
 * complete the checkout session, and set the member's tier from their entitled subscriptions.
 */
export async function applyBillingEvent(
  db: Db,
  event: BillingEvent,
): Promise<'applied' | 'duplicate' | 'stale'> {
  try {
    return await applyInTransaction(db, event);
  } catch (error) {
    if (error instanceof StaleCheckout) return 'stale';
    throw error;
  }
}

/** Thrown inside the transaction so that nothing of a stale demo checkout is written. */
class StaleCheckout extends Error {}

async function applyInTransaction(db: Db, event: BillingEvent): Promise<'applied' | 'duplicate'> {
  return db.transaction(async (tx) => {
    const provider =
      event.type === 'subscription.deleted' ? event.provider : event.subscription.provider;
    const inserted = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider, type: event.type })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return 'duplicate';

    let userId: string | undefined;
    if (event.type === 'subscription.deleted') {
      const [row] = await tx
        .update(subscriptions)
        .set({ status: 'canceled', cancelAtPeriodEnd: false, updatedAt: new Date() })
        .where(eq(subscriptions.providerSubscriptionId, event.providerSubscriptionId))
        .returning({ userId: subscriptions.userId });
      userId = row?.userId;
    } else {
      // A demo checkout is paid in the same step as it completes: one already completed or
      // superseded (expired) must not charge again. Stripe's money is already taken when its
      // event arrives, so that one is recorded whatever our copy of the session says.
      if (event.type === 'checkout.completed' && event.subscription.provider === 'demo') {
        const open = await tx
          .update(checkoutSessions)
          .set({ status: 'complete', paymentStatus: 'paid', completedAt: new Date() })
          .where(
            and(
              eq(checkoutSessions.id, event.checkoutSessionId),
              eq(checkoutSessions.status, 'open'),
            ),
          )
          .returning({ id: checkoutSessions.id });
        if (open.length === 0) throw new StaleCheckout();
      }
      await upsertSubscription(tx, event.subscription);
      userId = event.subscription.userId;
      // Mails are queued in this transaction (an outbox): once per event id, and a crash after
      // the commit still sends them (issue 31).
      if (event.type === 'checkout.completed')
        await queueBillingMail(
          tx,
          { kind: 'welcome', userId, tier: event.subscription.tier },
          `${event.id}:welcome`,
        );
      if (event.payment) await recordPayment(tx, event.payment, `${event.id}:receipt`);
      if (event.type === 'checkout.completed') {
        await tx
          .update(checkoutSessions)
          .set({ status: 'complete', paymentStatus: 'paid', completedAt: new Date() })
          .where(eq(checkoutSessions.id, event.checkoutSessionId));
      }
    }
    if (userId) await syncTier(tx, userId);
    return 'applied';
  });
}

async function upsertSubscription(tx: Tx, s: SubscriptionSnapshot) {
  const values = {
    userId: s.userId,
    provider: s.provider,
    providerSubscriptionId: s.providerSubscriptionId,
    providerCustomerId: s.providerCustomerId,
    tier: s.tier,
    status: s.status,
    currentPeriodStart: s.currentPeriodStart,
    currentPeriodEnd: s.currentPeriodEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    ...(s.card ? { cardBrand: s.card.brand, cardLast4: s.card.last4 } : {}),
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({ target: subscriptions.providerSubscriptionId, set: values });
  // A member holds one live subscription: a new one supersedes any other still marked live.
  if (ENTITLED.includes(s.status as (typeof ENTITLED)[number])) {
    await tx
      .update(subscriptions)
      .set({ status: 'canceled', updatedAt: new Date() })
      .where(
        and(
          eq(subscriptions.userId, s.userId),
          ne(subscriptions.providerSubscriptionId, s.providerSubscriptionId),
          inArray(subscriptions.status, [...ENTITLED]),
        ),
      );
  }
}
