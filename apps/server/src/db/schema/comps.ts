import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tierEnum } from './enums';

/**
 * A complimentary tier: given by an admin, a gift or an import, until `endsAt` (null: no end).
 * The member's tier is the best of their paid subscriptions and their current comps
 * (lib/effective-tier-repository.ts); the comp-expiry job recomputes it once a comp ends.
 */
export const memberComps = pgTable(
  'member_comps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: tierEnum('tier').notNull(),
    source: text('source', { enum: ['admin', 'gift', 'import'] }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Set once the expiry job has recomputed the tier after `endsAt`. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_comps_user_idx').on(t.userId), index('member_comps_ends_idx').on(t.endsAt)],
);

/** When an imported member joined elsewhere (the membership card's member-since). */
export const memberSince = pgTable('member_since', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  since: timestamp('since', { withTimezone: true }).notNull(),
});

// 'failed': Stripe took the order but the (asynchronous) payment failed afterwards; the buyer sees
// it in their list and buys again. No migration: the column is text with no constraint.
export const GIFT_STATUSES = ['unpaid', 'scheduled', 'sent', 'claimed', 'failed'] as const;

/** A membership bought for someone else's e-mail address: paid once, claimed with a link. */
export const gifts = pgTable(
  'gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientEmail: text('recipient_email').notNull(),
    tier: tierEnum('tier').notNull(),
    months: integer('months').notNull(),
    message: text('message').notNull().default(''),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: GIFT_STATUSES }).notNull().default('unpaid'),
    amountCents: integer('amount_cents').notNull(),
    /** sha256 of the claim token; the token itself is only ever in the mail. */
    claimTokenHash: text('claim_token_hash'),
    claimedBy: text('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Stripe's page for an unpaid gift; the gift exists for the buyer once it is paid. */
    checkoutSessionId: text('checkout_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gifts_buyer_idx').on(t.buyerId, t.createdAt),
    index('gifts_token_idx').on(t.claimTokenHash),
    uniqueIndex('gifts_checkout_session_idx').on(t.checkoutSessionId),
    index('gifts_unpaid_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'unpaid'`),
  ],
);

/** An imported member's invitation: a single-use token that lets them set a password. */
export const memberInvites = pgTable('member_invites', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
