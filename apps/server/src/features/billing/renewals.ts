import { offerDiscountCents } from '@fanclub/shared/offers';
import { planById } from '@fanclub/shared/plans';
import type { Db } from '../../db/client';
import { applyBillingEvent } from './apply-event-repository';
import { addMonth, priceCents } from './demo-provider';
import type { PaidTier } from './provider';
import { billingRepository, toSnapshot } from './repository';

/**
 * Period end for demo subscriptions: lapse those set to cancel (back to free), renew the rest
 * with the stored test card (applying a scheduled downgrade). Event ids are derived from the
 * subscription and the period, so several server processes running this at once apply each
 * renewal exactly once.
 */
export async function processDemoPeriodEnds(
  db: Db,
  now = new Date(),
): Promise<{ renewed: number; lapsed: number }> {
  const repo = billingRepository(db);
  let renewed = 0;
  let lapsed = 0;
  for (const row of await repo.dueDemoSubscriptions(now)) {
    const snapshot = toSnapshot(row);
    const periodKey = `${row.providerSubscriptionId}_${row.currentPeriodEnd.getTime()}`;
    if (row.cancelAtPeriodEnd) {
      const result = await applyBillingEvent(db, {
        id: `evt_demo_lapse_${periodKey}`,
        type: 'subscription.updated',
        subscription: { ...snapshot, status: 'canceled', cancelAtPeriodEnd: false },
        payment: null,
      });
      if (result === 'applied') lapsed += 1;
      continue;
    }
    const tier = (
      row.scheduledTier && row.scheduledTier !== 'free' ? row.scheduledTier : row.tier
    ) as PaidTier;
    const start = row.currentPeriodEnd;
    // A membership code still running takes its cut off this renewal too.
    const discounted = row.offerPeriodsLeft > 0;
    const full = priceCents(tier);
    const amountCents =
      full -
      (discounted
        ? offerDiscountCents(
            { percentOff: row.offerPercentOff, amountOffCents: row.offerAmountOffCents },
            full,
          )
        : 0);
    const result = await applyBillingEvent(db, {
      id: `evt_demo_renew_${periodKey}`,
      type: 'subscription.updated',
      subscription: {
        ...snapshot,
        tier,
        currentPeriodStart: start,
        currentPeriodEnd: addMonth(start),
      },
      payment: {
        userId: row.userId,
        amountCents,
        description: `${planById(tier)?.name} membership, renewal${discounted ? ` (code ${row.offerCode})` : ''}`,
        checkoutSessionId: null,
        providerSubscriptionId: row.providerSubscriptionId,
        card: snapshot.card,
      },
    });
    if (result === 'applied') {
      await repo.scheduleTier(row.providerSubscriptionId, null);
      if (discounted) await repo.useOfferPeriod(row.providerSubscriptionId);
      renewed += 1;
    }
  }
  return { renewed, lapsed };
}
