import { and, desc, eq, gte, inArray, isNull, not, sql } from 'drizzle-orm';
import type { DropRule } from '@fanclub/shared/drops';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { Db } from '../../db/client';
import { carts, orderItems, orders } from '../../db/schema/commerce';
import type { ShippingAddress, StoredCartLine } from '../../db/schema/commerce';
import { products, productVariants } from '../../db/schema/shop';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface NewOrder {
  userId: string | null;
  email: string;
  subtotalCents: number;
  discountCents: number;
  /** The discount code used, if any, and its cents off after the VIP price (issue 33). */
  offerCode?: string | null;
  offerDiscountCents?: number;
  /** The code's use the order holds, given back if a pending order is cancelled. */
  offerRedemptionId?: string | null;
  totalCents: number;
  shipping: ShippingAddress | null;
  idempotencyKey?: string | null;
  idempotencyHash?: string | null;
  /** The language the buyer ordered in: the mails sent later use it (ADR 043). */
  locale?: Locale | null;
}

/** Paid at once with our card form, or waiting (stock reserved) for a hosted payment page. */
/** `card` is null only for a free order (nothing charged). */
export type Settlement =
  | { status: 'paid'; card: { brand: string; last4: string } | null }
  | { status: 'pending'; expiresAt: Date };
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/** Orders that hold or are paying for stock: a cancelled or failed order bought nothing. */
const HOLDING = ['pending', 'paid', 'shipped', 'delivered'] as const;

/** How many of a product `userId` has bought or is paying for, across all their orders. */
async function boughtOf(db: Db | Tx, productId: number, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderItems.productId, productId),
        inArray(orders.status, [...HOLDING]),
      ),
    );
  return row?.n ?? 0;
}

/** Writes of one checkout; they only ever run inside one transaction, so they commit or vanish together. */
export function orderWrites(tx: Tx) {
  return {
    /**
     * Takes the member's cart if it still holds exactly `lines` (jsonb equality ignores key order).
     * False when it changed or was already bought, so a double-clicked Pay cannot buy it twice.
     */
    async takeCart(userId: string, lines: StoredCartLine[]): Promise<boolean> {
      const rows = await tx
        .delete(carts)
        .where(and(eq(carts.userId, userId), sql`${carts.lines} = ${JSON.stringify(lines)}::jsonb`))
        .returning({ userId: carts.userId });
      return rows.length === 1;
    },
    /** The stock check and the decrement are one statement, so concurrent buyers can never oversell. */
    async takeStock(variantId: string, quantity: number): Promise<boolean> {
      const rows = await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${quantity}` })
        .where(and(eq(productVariants.id, variantId), gte(productVariants.stock, quantity)))
        .returning({ id: productVariants.id });
      return rows.length === 1;
    },
    /**
     * Makes one member's checkouts of a drop take turns until this one commits (a lock on the
     * pair, not on the product: other members' checkouts do not wait; stock is the conditional
     * UPDATE's) and reads the drop's rules as they are now, so the per-member count is exact.
     */
    async lockDrop(productId: number, userId: string | null): Promise<DropRule | undefined> {
      if (userId)
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`drop:${productId}:${userId}`}))`,
        );
      const [row] = await tx
        .select({
          requiredTier: products.requiredTier,
          dropsAt: products.dropsAt,
          perMemberLimit: products.perMemberLimit,
        })
        .from(products)
        .where(eq(products.id, productId));
      return row;
    },
    boughtOf: (productId: number, userId: string) => boughtOf(tx, productId, userId),
    async insertOrder(
      order: NewOrder,
      items: NewOrderItem[],
      settlement: Settlement,
    ): Promise<string> {
      const how =
        settlement.status === 'paid'
          ? {
              status: 'paid' as const,
              paidAt: new Date(),
              cardBrand: settlement.card?.brand ?? null,
              cardLast4: settlement.card?.last4 ?? null,
            }
          : { status: 'pending' as const, expiresAt: settlement.expiresAt };
      const [row] = await tx
        .insert(orders)
        .values({ ...order, ...how })
        .returning({ id: orders.id });
      if (!row) throw new Error('order insert returned nothing');
      if (items.length > 0)
        await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
      return row.id;
    },
  };
}
export type OrderWrites = ReturnType<typeof orderWrites>;

export function commerceRepository(db: Db) {
  return {
    async cart(userId: string): Promise<StoredCartLine[]> {
      const [row] = await db
        .select({ lines: carts.lines })
        .from(carts)
        .where(eq(carts.userId, userId));
      return row?.lines ?? [];
    },
    async saveCart(userId: string, lines: StoredCartLine[]): Promise<void> {
      const updatedAt = new Date();
      await db
        .insert(carts)
        .values({ userId, lines, updatedAt })
        .onConflictDoUpdate({ target: carts.userId, set: { lines, updatedAt } });
    },
    /** Active products with their variants, for pricing lines. */
    variantsOf(productIds: number[]) {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          productId: products.id,
          name: products.name,
          colour: products.colour,
          priceCents: products.priceCents,
          image: products.image,
          variantId: productVariants.id,
          size: productVariants.size,
          format: productVariants.format,
          priceDeltaCents: productVariants.priceDeltaCents,
          stock: productVariants.stock,
          requiredTier: products.requiredTier,
          dropsAt: products.dropsAt,
          perMemberLimit: products.perMemberLimit,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(inArray(products.id, productIds), eq(products.active, true)));
    },
    boughtOf: (productId: number, userId: string) => boughtOf(db, productId, userId),
    async orderByIdempotencyKey(key: string) {
      const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
      return row;
    },
    checkout<T>(work: (writes: OrderWrites) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(orderWrites(tx)));
    },
    /** A member's orders (abandoned payment pages left out), or one order by id for its buyer or a guest with its key. */
    async orders(filter: { userId: string; orderId?: string } | { orderId: string }) {
      const where =
        'userId' in filter
          ? and(
              eq(orders.userId, filter.userId),
              filter.orderId
                ? eq(orders.id, filter.orderId)
                : not(and(eq(orders.status, 'cancelled'), isNull(orders.paidAt))!),
            )
          : eq(orders.id, filter.orderId);
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.createdAt))
        .limit(100);
      return withItems(db, rows);
    },
  };
}
export type CommerceRepository = ReturnType<typeof commerceRepository>;

/** Each order with its lines (by name), in one query for the lines of all of them. */
export async function withItems(db: Db, rows: (typeof orders.$inferSelect)[]) {
  const items = rows.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((o) => o.id),
          ),
        )
        .orderBy(orderItems.name)
    : [];
  const linesOf = new Map<string, typeof items>();
  for (const item of items) linesOf.set(item.orderId, [...(linesOf.get(item.orderId) ?? []), item]);
  return rows.map((order) => ({ order, items: linesOf.get(order.id) ?? [] }));
}
