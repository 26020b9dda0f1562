import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { orders } from './commerce';
import { events } from './events';

/**
 * VIP presale codes (issue 30, migration 0029): a member's own code (`userId`), or a shared code
 * with a cap (`maxUses`). Stored upper-case; members may type them in any case.
 */
export const presaleCodes = pgTable(
  'presale_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    maxUses: integer('max_uses'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('presale_codes_event_code_unique').on(t.eventId, t.code),
    uniqueIndex('presale_codes_member_idx')
      .on(t.eventId, t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    index('presale_codes_user_idx').on(t.userId),
    check('presale_codes_max_uses_positive', sql`${t.maxUses} IS NULL OR ${t.maxUses} > 0`),
  ],
);

/** One use of a code by one member, tied to the order it bought (a failed order frees it). */
export const presaleRedemptions = pgTable(
  'presale_redemptions',
  {
    codeId: uuid('code_id')
      .notNull()
      .references(() => presaleCodes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'presale_redemptions_pk', columns: [t.codeId, t.userId] })],
);
