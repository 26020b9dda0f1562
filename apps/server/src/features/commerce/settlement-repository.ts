import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts, orderItems, orders, tickets } from '../../db/schema/commerce';
import type { StoredCartLine } from '../../db/schema/commerce';
import { productVariants } from '../../db/schema/shop';
import type { CardSummary } from './payments';
import type { Tx } from './repository';

/** Bought lines leave the member's saved cart; anything added since stays. */
function subtract(
  cart: StoredCartLine[],
  bought: {
    productId: number | null;
    colour: string | null;
    size: string | null;
    quantity: number;
  }[],
): StoredCartLine[] {
  return cart
    .map((line) => {
      const taken = bought
        .filter(
          (b) => b.productId === line.productId && b.colour === line.colour && b.size === line.size,
        )
        .reduce((sum, b) => sum + b.quantity, 0);
      return { ...line, quantity: line.quantity - taken };
    })
    .filter((line) => line.quantity > 0);
}

/**
 * The two ways a pending (hosted-payment) order ends. Each is one conditional UPDATE on the
 * order's status inside a transaction, so a webhook delivered twice, the sweeper and a success
 * page racing each other settle an order exactly once.
 */
export function settlementRepository(db: Db) {
  async function items(tx: Tx, orderId: string) {
    return tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  }

  return {
    attachSession(orderId: string, sessionId: string) {
      return db.update(orders).set({ checkoutSessionId: sessionId }).where(eq(orders.id, orderId));
    },

    async order(orderId: string) {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row;
    },

    async orderBySession(sessionId: string) {
      const [row] = await db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId));
      return row;
    },

    /**
     * The member's pending orders holding this discount code (`code` as stored, upper-case),
     * except the one placed under `keepKey` (a retried request must never close its own order).
     */
    pendingWithCode(userId: string, code: string, keepKey: string | null) {
      return db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.status, 'pending'),
            eq(orders.offerCode, code),
            isNotNull(orders.offerRedemptionId),
            ...(keepKey ? [sql`${orders.idempotencyKey} is distinct from ${keepKey}`] : []),
          ),
        );
    },

    /** Pending orders whose payment page has closed (plus a grace period), oldest first. */
    expiredPending(before: Date, limit = 50) {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'pending'),
            isNotNull(orders.expiresAt),
            lt(orders.expiresAt, before),
          ),
        )
        .orderBy(asc(orders.expiresAt))
        .limit(limit);
    },

    /** pending -> paid: the tickets become valid and the bought lines leave the cart. Null if already settled. */
    markPaid(orderId: string, card: CardSummary | null) {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .update(orders)
          .set({
            status: 'paid',
            paidAt: new Date(),
            cardBrand: card?.brand ?? null,
            cardLast4: card?.last4 ?? null,
          })
          .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
          .returning();
        if (!order) return null;
        await tx
          .update(tickets)
          .set({ status: 'paid' })
          .where(and(eq(tickets.orderId, orderId), eq(tickets.status, 'pending')));
        const lines = await items(tx, orderId);
        if (order.userId) {
          const [cart] = await tx
            .select({ lines: carts.lines })
            .from(carts)
            .where(eq(carts.userId, order.userId))
            .for('update');
          if (cart)
            await tx
              .update(carts)
              .set({
                lines: subtract(
                  cart.lines,
                  lines.filter((l) => l.kind === 'merch'),
                ),
                updatedAt: new Date(),
              })
              .where(eq(carts.userId, order.userId));
        }
        return { order, items: lines };
      });
    },

    /**
     * pending -> cancelled: reserved stock goes back on sale and the seats are freed. Null if
     * already settled; else the discount code use the order held, for the caller to give back.
     */
    cancel(orderId: string) {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .update(orders)
          .set({ status: 'cancelled' })
          .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
          .returning({ id: orders.id, offerRedemptionId: orders.offerRedemptionId });
        if (!order) return null;
        for (const line of await items(tx, orderId)) {
          if (line.variantId)
            await tx
              .update(productVariants)
              .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
              .where(eq(productVariants.id, line.variantId));
        }
        await tx
          .update(tickets)
          .set({ status: 'cancelled' })
          .where(and(eq(tickets.orderId, orderId), eq(tickets.status, 'pending')));
        return { offerRedemptionId: order.offerRedemptionId };
      });
    },
  };
}
export type SettlementRepository = ReturnType<typeof settlementRepository>;
