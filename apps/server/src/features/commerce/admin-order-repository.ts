import { and, desc, eq } from 'drizzle-orm';
import type { ShipOrderBody } from '@fanclub/shared/schemas/order-delivery';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/commerce';
import { auditedRow } from '../../lib/audit';
import { withItems } from './repository';

type OrderStatus = (typeof orders.$inferSelect)['status'];

/** The admins' side of the shop's orders: the list (newest 200) and moving one along. */
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

    /** One order with its lines, to tell a ticket order or a wrong state from a missing order. */
    async find(orderId: string) {
      const rows = await db.select().from(orders).where(eq(orders.id, orderId));
      return (await withItems(db, rows))[0];
    },

    /**
     * Paid → shipped with its carrier and number, and its audit entry; undefined when the order is
     * not (or no longer) paid, so two admins shipping at once ship (and mail) it once.
     */
    markShipped: (actorId: string, orderId: string, { carrier, trackingNumber }: ShipOrderBody) =>
      auditedRow(
        db,
        (tx) =>
          tx
            .update(orders)
            .set({ status: 'shipped', carrier, trackingNumber, shippedAt: new Date() })
            .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
            .returning(),
        (shipped) => ({
          actorId,
          action: 'order.shipped',
          targetType: 'order',
          targetId: shipped.id,
          details: { from: 'paid', to: 'shipped', carrier, totalCents: shipped.totalCents },
        }),
      ),

    /** Shipped → delivered, with its audit entry; undefined when the order is not shipped (now). */
    markDelivered: (actorId: string, orderId: string) =>
      auditedRow(
        db,
        (tx) =>
          tx
            .update(orders)
            .set({ status: 'delivered', deliveredAt: new Date() })
            .where(and(eq(orders.id, orderId), eq(orders.status, 'shipped')))
            .returning(),
        (delivered) => ({
          actorId,
          action: 'order.delivered',
          targetType: 'order',
          targetId: delivered.id,
          details: { from: 'shipped', to: 'delivered', totalCents: delivered.totalCents },
        }),
      ),
  };
}
export type AdminOrderRepository = ReturnType<typeof adminOrderRepository>;
