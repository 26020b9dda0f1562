import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { SUPPORT_ABOUT_KINDS, SUPPORT_STATUSES } from '@fanclub/shared/support-texts';
import { users } from './auth';

/** An image a message carries: a private storage key (served signed, never public). */
export interface StoredAttachment {
  key: string;
  width: number;
  height: number;
}

/**
 * A member's conversation with the team (priority support, issue 30). `rank` is 0 for a VIP
 * member (their tier when they last wrote) and 1 for everyone else, so the admin inbox's order
 * (VIP first, then the longest waiting) is one ascending index and one keyset comparison.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    aboutKind: text('about_kind', { enum: SUPPORT_ABOUT_KINDS }),
    aboutId: uuid('about_id'),
    status: text('status', { enum: SUPPORT_STATUSES }).notNull().default('open'),
    vip: boolean('vip').notNull(),
    rank: smallint('rank').notNull(),
    /** The member's oldest message the team has not answered yet (what "waited" counts from). */
    waitingSince: timestamp('waiting_since', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('support_conversations_member_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    index('support_conversations_inbox_idx').on(t.status, t.rank, t.waitingSince, t.id),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromTeam: boolean('from_team').notNull(),
    body: text('body').notNull(),
    attachments: jsonb('attachments')
      .$type<StoredAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_thread_idx').on(t.conversationId, t.createdAt, t.id)],
);
