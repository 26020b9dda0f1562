import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationPreferences } from '@fanclub/shared/schemas/community';
import { users } from './auth';
import { posts } from './content';

// Timestamps that are keyset keys (apps/server/src/lib/keyset-cursor.ts) keep milliseconds, as a
// JavaScript Date does: a cursor then names a row exactly, and no row is skipped at a page edge.

/**
 * Comments on posts, one level of replies (parent_id points at a top-level comment). A reply by
 * the artist or an admin carries by_artist, and is shown pinned under the comment it answers.
 */
export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    byArtist: boolean('by_artist').notNull().default(false),
    body: text('body').notNull(),
    status: text('status', { enum: ['published', 'held', 'hidden'] })
      .notNull()
      .default('published'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    likeCount: integer('like_count').notNull().default(0),
    replyCount: integer('reply_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // A post's top-level comments and a comment's replies, both oldest first by keyset.
    index('post_comments_post_idx')
      .on(t.postId, t.createdAt, t.id)
      .where(sql`${t.parentId} IS NULL`),
    index('post_comments_parent_idx')
      .on(t.parentId, t.createdAt, t.id)
      .where(sql`${t.parentId} IS NOT NULL`),
    index('post_comments_author_idx').on(t.authorId, t.createdAt),
    // Comments per week of a date range, for the insights (migration 0034).
    index('post_comments_created_idx').on(t.createdAt),
    index('post_comments_held_idx')
      .on(t.createdAt)
      .where(sql`${t.status} <> 'published'`),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    // "Did I like these?" for a page of the feed: one index range per reader, never a scan of
    // every like (the planner hashed the whole table for the feed's EXISTS without it).
    index('post_likes_user_idx').on(t.userId, t.postId),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => postComments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('comment_likes_user_idx').on(t.userId, t.commentId),
  ],
);

/** A member's report of a post or comment; one per reporter and target. */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type', { enum: ['post', 'comment'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['open', 'actioned', 'dismissed'] })
      .notNull()
      .default('open'),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_reports_once_idx').on(t.targetType, t.targetId, t.reporterId),
    index('content_reports_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** A member kept out of the community: muted until a time, or banned (until null). */
export const communitySanctions = pgTable('community_sanctions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['mute', 'ban'] }).notNull(),
  until: timestamp('until', { withTimezone: true }),
  reason: text('reason').notNull().default(''),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Words that hold a post or comment for review instead of publishing it (kept lower-case). */
export const blockedWords = pgTable('blocked_words', {
  word: text('word').primaryKey(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One thing that happened to one member. group_key makes a delivery idempotent (a fan-out retried
 * after a crash inserts nothing twice) and batches likes: one row per post, 'Mia and 12 others'.
 */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    groupKey: text('group_key').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    /** How many more people did the same (likes): 'Mia and 12 others'. */
    othersCount: integer('others_count').notNull().default(0),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Where tapping the item goes, an app path ('/home/posts/…'). */
    url: text('url').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inbox_items_group_idx').on(t.userId, t.groupKey),
    index('inbox_items_list_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    index('inbox_items_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

/** Per kind and channel; a member without a row has the defaults (shared DEFAULT_NOTIFICATION_PREFERENCES). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<NotificationPreferences>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
