import { sql } from 'drizzle-orm';
import { OFFER_KINDS } from '@fanclub/shared/offers';
import { TIERS } from '@fanclub/shared/roles';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Discount codes (issue 33). `code` is kept upper-case: codes are case-insensitive. */
export const offerCodes = pgTable(
  'offer_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    kind: text('kind', { enum: OFFER_KINDS }).notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    /** Memberships: how many billing periods the discount lasts. */
    months: integer('months'),
    minBasketCents: integer('min_basket_cents'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerMember: integer('max_uses_per_member'),
    tier: text('tier', { enum: TIERS }),
    firstTimeOnly: boolean('first_time_only').notNull().default(false),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Kept with each redemption under the code row's lock, so the list shows it without a count. */
    uses: integer('uses').notNull().default(0),
    /**
     * Uses held by open Stripe Checkout pages: they count against `max_uses` and become uses when
     * the payment is confirmed, or are given back when the page expires (ADR 038, follow-up).
     */
    held: integer('held').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offer_codes_code_idx').on(t.code),
    index('offer_codes_created_idx').on(t.createdAt, t.id),
    check(
      'offer_codes_one_discount',
      sql`(${t.percentOff} is null) <> (${t.amountOffCents} is null)`,
    ),
    check(
      'offer_codes_uses_cap',
      sql`${t.maxUses} is null or ${t.uses} + ${t.held} <= ${t.maxUses}`,
    ),
  ],
);

/** One use of a code by one member, for one order or one subscription checkout. */
export const offerRedemptions = pgTable(
  'offer_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => offerCodes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    discountCents: integer('discount_cents').notNull(),
    /** Taken for a payment page not paid yet (counted in offer_codes.held, not yet in uses). */
    held: boolean('held').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_redemptions_code_user_idx').on(t.codeId, t.userId)],
);

/** The club's one row of offer settings: the retention offer (percent off for N months), or off. */
export const offerSettings = pgTable(
  'offer_settings',
  {
    id: integer('id').primaryKey().default(1),
    retentionPercentOff: integer('retention_percent_off'),
    retentionMonths: integer('retention_months'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('offer_settings_one_row', sql`${t.id} = 1`)],
);

/** The retention offer made to a member, once ever (the primary key): accepted or declined. */
export const retentionOffers = pgTable('retention_offers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accepted: boolean('accepted').notNull(),
  percentOff: integer('percent_off').notNull(),
  months: integer('months').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
