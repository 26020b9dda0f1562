// Merch drops (issue 30): the admin's new drops (product, one-size stock and audit entry in one
// transaction), their list, rescheduling, and members' "Notify me".
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { TOTE_SIZE } from '@fanclub/shared/limits';
import type { CreateDropBody } from '@fanclub/shared/schemas/drops';
import type { Db } from '../../db/client';
import { productDropWatchers, products, productVariants } from '../../db/schema/shop';
import { audited, auditedRow } from '../../lib/audit';

const slugOf = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'drop'
  }-${randomBytes(3).toString('hex')}`;

/** A drop has a tier or a time (shared/drops.ts isDrop). */
const dropsOnly = or(isNotNull(products.requiredTier), isNotNull(products.dropsAt));

export type DropChange = Partial<
  Pick<typeof products.$inferInsert, 'requiredTier' | 'dropsAt' | 'perMemberLimit'>
>;

export function dropRepository(db: Db) {
  return {
    /** A drop is a one-size product (poster, tote, pin), shown first in the shop. */
    createDrop(actorId: string, body: CreateDropBody): Promise<number> {
      const slug = slugOf(body.name);
      return audited(
        db,
        async (tx) => {
          const [made] = await tx
            .insert(products)
            .values({
              slug,
              name: body.name,
              kind: 'accessory',
              priceCents: body.priceCents,
              colour: body.colour,
              description: body.description,
              sortOrder: -1,
              requiredTier: body.requiredTier,
              dropsAt: new Date(body.dropsAt),
              perMemberLimit: body.perMemberLimit,
            })
            .returning({ id: products.id });
          if (!made) throw new Error('product insert returned nothing');
          await tx.insert(productVariants).values({
            productId: made.id,
            size: TOTE_SIZE,
            sku: `${slug}-${TOTE_SIZE}`.toUpperCase(),
            stock: body.stock,
          });
          return made.id;
        },
        (id) => ({
          actorId,
          action: 'product.drop_created',
          targetType: 'product',
          targetId: String(id),
          details: {
            name: body.name,
            requiredTier: body.requiredTier,
            dropsAt: body.dropsAt,
            perMemberLimit: body.perMemberLimit,
            stock: body.stock,
          },
        }),
      );
    },

    /** The changed drop's id and time, or undefined when no drop has this id. */
    rescheduleDrop: (actorId: string, id: number, change: DropChange) =>
      auditedRow(
        db,
        (tx) =>
          tx
            .update(products)
            .set(change)
            .where(and(eq(products.id, id), dropsOnly))
            .returning({ id: products.id, dropsAt: products.dropsAt }),
        (row) => ({
          actorId,
          action: 'product.drop_rescheduled',
          targetType: 'product',
          targetId: String(row.id),
          details: { ...change, dropsAt: change.dropsAt?.toISOString() },
        }),
      ),

    /** Every drop, newest time first, with its stock left and how many asked to be told. */
    drops: () =>
      db
        .select({
          id: products.id,
          name: products.name,
          priceCents: products.priceCents,
          requiredTier: products.requiredTier,
          dropsAt: products.dropsAt,
          perMemberLimit: products.perMemberLimit,
          stock: sql<number>`coalesce((select sum(v.stock) from product_variants v where v.product_id = "products"."id"), 0)::int`,
          watchers: sql<number>`(select count(*) from product_drop_watchers w where w.product_id = "products"."id")::int`,
        })
        .from(products)
        .where(and(eq(products.active, true), dropsOnly))
        .orderBy(desc(products.dropsAt), desc(products.id))
        .limit(200),

    async drop(id: number) {
      const [row] = await db
        .select({
          requiredTier: products.requiredTier,
          dropsAt: products.dropsAt,
          perMemberLimit: products.perMemberLimit,
        })
        .from(products)
        .where(and(eq(products.id, id), eq(products.active, true)));
      return row;
    },

    async watching(productId: number, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(productDropWatchers)
        .where(
          and(eq(productDropWatchers.productId, productId), eq(productDropWatchers.userId, userId)),
        );
      return (row?.n ?? 0) > 0;
    },

    async watch(productId: number, userId: string): Promise<void> {
      await db.insert(productDropWatchers).values({ productId, userId }).onConflictDoNothing();
    },
  };
}
export type DropRepository = ReturnType<typeof dropRepository>;
