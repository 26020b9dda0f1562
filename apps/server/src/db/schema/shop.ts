import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ImageAsset } from '@fanclub/shared/media';
import { users } from './auth';
import { tierEnum } from './enums';

/** Merch catalogue; integer ids because the spec's product pages are addressed by ?id=1..8. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** vinyl | tee | digital | hoodie | accessory | pants: decides page, size and format options. */
    kind: text('kind').notNull(),
    priceCents: integer('price_cents').notNull(),
    colour: text('colour').notNull(),
    description: text('description').notNull(),
    image: jsonb('image').$type<ImageAsset>(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Merch drops (issue 30, shared/drops.ts): who may buy (null: everyone), from when (null: now). */
    requiredTier: tierEnum('required_tier'),
    dropsAt: timestamp('drops_at', { withTimezone: true }),
    /** The most one member may buy across their orders (null: no cap), counted under a lock per member at checkout. */
    perMemberLimit: integer('per_member_limit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_sort_idx').on(t.sortOrder)],
);

/** Members who asked to be told when a drop goes on sale ("Notify me"). */
export const productDropWatchers = pgTable(
  'product_drop_watchers',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.userId] })],
);

/** A purchasable option of a product (size or format) with its own stock. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size'),
    format: text('format'),
    sku: text('sku').notNull().unique(),
    stock: integer('stock').notNull().default(0),
    priceDeltaCents: integer('price_delta_cents').notNull().default(0),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId),
    unique().on(t.productId, t.size, t.format),
  ],
);
