import type { RevenueInsights } from '@fanclub/shared/schemas/insights';
import type { InsightsRepository } from './repository';

type OrderMonths = Awaited<ReturnType<InsightsRepository['orderMonths']>>;
type PaymentMonths = Awaited<ReturnType<InsightsRepository['paymentMonths']>>;

/**
 * Revenue by source per month (memberships: payments; tickets: ticket lines; merch: merch lines
 * less the VIP discount, so merch + tickets = the orders' totals) and the top products.
 */
export function revenueOf(
  payments: PaymentMonths,
  orders: OrderMonths,
  top: number,
): Pick<RevenueInsights, 'months' | 'topProducts'> {
  const months = new Map<string, RevenueInsights['months'][number]>();
  const month = (m: string) => {
    let row = months.get(m);
    if (!row) {
      row = { month: m, subscriptionsCents: 0, merchCents: 0, ticketsCents: 0 };
      months.set(m, row);
    }
    return row;
  };
  for (const p of payments) month(p.month).subscriptionsCents += p.cents;
  for (const d of orders.discounts) month(d.month).merchCents -= d.cents;
  const products = new Map<number, RevenueInsights['topProducts'][number]>();
  for (const l of orders.lines) {
    if (l.kind === 'ticket') month(l.month).ticketsCents += l.cents;
    else month(l.month).merchCents += l.cents;
    if (l.kind !== 'merch' || l.productId === null) continue;
    const p = products.get(l.productId) ?? {
      productId: l.productId,
      name: l.name,
      units: 0,
      revenueCents: 0,
    };
    p.units += l.units;
    p.revenueCents += l.cents;
    products.set(l.productId, p);
  }
  return {
    months: [...months.values()].sort((a, b) => a.month.localeCompare(b.month)),
    topProducts: [...products.values()]
      .sort(
        (a, b) => b.revenueCents - a.revenueCents || b.units - a.units || a.productId - b.productId,
      )
      .slice(0, top),
  };
}
