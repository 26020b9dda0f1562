import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/commerce';
import { auditedRow } from '../../lib/audit';
import { withItems } from './repository';

type OrderStatus = (typeof orders.$inferSelect)['status'];

/** The admins' side of the shop's orders: the list (newest 200) and marking one shipped. */
export function adminOrderRepository(db: Db) {
  return {
    /** Newest first, at most 200, each with its lines; `status` filters when given. */
    async list(status: OrderStatus | undefined) {
      const rows = await db
        .select()
        .from(orders)
        .where(status ? eq(orders.status, status) : undefined)
        .orderBy(desc(orders.createdAt))
        .limit(200);
      return withItems(db, rows);
    },

    /** Paid → shipped, with its audit entry; undefined when the order is not (or no longer) paid. */
    markShipped: (actorId: string, orderId: string) =>
      auditedRow(
        db,
        (tx) =>
          tx
            .update(orders)
            .set({ status: 'shipped' })
            .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
            .returning(),
        (shipped) => ({
          actorId,
          action: 'order.shipped',
          targetType: 'order',
          targetId: shipped.id,
          details: { from: 'paid', to: 'shipped', totalCents: shipped.totalCents },
        }),
      ),
  };
}
export type AdminOrderRepository = ReturnType<typeof adminOrderRepository>;
