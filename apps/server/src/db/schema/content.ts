import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImageAsset } from '@fanclub/shared/media';
import { tierEnum } from './enums';

/**
 * Every post of the club's feed: the artist's and admins' (kind 'artist', with a visibility tier;
 * the spec's exclusive_content became these) and fans' (kind 'fan', always Fan+). The body is served
 * only to users whose tier meets required_tier. A post being checked (a blocked word) is 'held',
 * one a moderator took down is 'hidden'; a deleted one keeps its row (deleted_at) so comments on it
 * answer 410. Counters are kept by the writes that change them, so a feed page reads one table.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').unique(),
    /** Artist posts have a title (the news card's heading); fan posts have ''. */
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    contentType: text('content_type').notNull().default('text'),
    kind: text('kind', { enum: ['artist', 'fan'] })
      .notNull()
      .default('artist'),
    requiredTier: tierEnum('required_tier').notNull().default('free'),
    /** The news card's cover (admin content); feed images are in `images`. */
    image: jsonb('image').$type<ImageAsset>(),
    images: jsonb('images').$type<ImageAsset[]>().notNull().default([]),
    authorId: text('author_id'),
    status: text('status', { enum: ['published', 'held', 'hidden'] })
      .notNull()
      .default('published'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    commentCount: integer('comment_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    /** Seconds a member waits between two comments on this post (0: off). */
    slowModeSeconds: integer('slow_mode_seconds').notNull().default(0),
    /** Set when the inbox fan-out of this post finished; a sweep re-queues published posts without it. */
    fannedOutAt: timestamp('fanned_out_at', { withTimezone: true }),
    // Milliseconds, as a keyset cursor carries them (community.ts).
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The feed and the Artist filter: newest first, keyset on (created_at, id), visible rows only.
    index('posts_feed_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published' AND ${t.deletedAt} IS NULL`),
    index('posts_kind_feed_idx')
      .on(t.kind, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published' AND ${t.deletedAt} IS NULL`),
    index('posts_author_idx').on(t.authorId, t.createdAt),
    index('posts_held_idx')
      .on(t.createdAt)
      .where(sql`${t.status} <> 'published'`),
    check('posts_counts_check', sql`${t.commentCount} >= 0 AND ${t.likeCount} >= 0`),
  ],
);
