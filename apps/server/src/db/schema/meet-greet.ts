import { integer, pgTable, text, timestamp, unique, uuid, index } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { events } from './events';

/** A meet & greet attached to an event (issue 30, VIP perk): places, entry window, give-back deadline. */
export const meetGreets = pgTable('meet_greets', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  places: integer('places').notNull(),
  opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
  closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  giveBackUntil: timestamp('give_back_until', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The one draw of a meet & greet: the primary key makes a second one impossible. */
export const meetGreetDraws = pgTable('meet_greet_draws', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => meetGreets.eventId, { onDelete: 'cascade' }),
  seed: text('seed').notNull(),
  places: integer('places').notNull(),
  drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One member's entry; after the draw its rank, and a pass while won and not given back. */
export const meetGreetEntries = pgTable(
  'meet_greet_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => meetGreets.eventId, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    drawRank: integer('draw_rank'),
    wonAt: timestamp('won_at', { withTimezone: true }),
    givenBackAt: timestamp('given_back_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    unique('meet_greet_entries_member_unique').on(t.eventId, t.userId),
    unique('meet_greet_entries_rank_unique').on(t.eventId, t.drawRank),
    index('meet_greet_entries_user_idx').on(t.userId),
  ],
);
