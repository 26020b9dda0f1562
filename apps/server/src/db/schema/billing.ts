import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tierEnum } from './enums';

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
] as const;

/** A member's paid plan as the payment provider last reported it (one row per provider subscription). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['demo', 'stripe'] }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    providerCustomerId: text('provider_customer_id'),
    tier: tierEnum('tier').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A cheaper plan chosen for the next period (downgrades wait for the renewal). */
    scheduledTier: tierEnum('scheduled_tier'),
    /** Only the card's brand and last four digits are ever kept. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** A membership discount code (issue 33): its cut, and how many renewals it still takes off. */
    offerCode: text('offer_code'),
    offerPercentOff: integer('offer_percent_off'),
    offerAmountOffCents: integer('offer_amount_off_cents'),
    offerPeriodsLeft: integer('offer_periods_left').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_period_end_idx').on(t.currentPeriodEnd),
  ],
);

/** A started checkout; the success page reads its state, it grants nothing by itself. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['demo', 'stripe'] }).notNull(),
    tier: tierEnum('tier').notNull(),
    status: text('status', { enum: ['open', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] })
      .notNull()
      .default('unpaid'),
    amountCents: integer('amount_cents').notNull(),
    /** The discount code's use this page holds (offers' redemption), given back if it expires unpaid. */
    offerRedemptionId: uuid('offer_redemption_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('checkout_sessions_user_idx').on(t.userId),
    // One open checkout per member (0016): a second request answers the open one, never a new charge.
    uniqueIndex('checkout_sessions_one_open_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** Every payment event applied, by the provider's event id: the same event never applies twice. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Money actually taken, for receipts. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutSessionId: text('checkout_session_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By month for the insights' revenue (migration 0034).
  (t) => [index('payments_user_idx').on(t.userId), index('payments_created_idx').on(t.createdAt)],
);
