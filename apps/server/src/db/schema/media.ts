import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImageAsset } from '@fanclub/shared/media';
import { tierEnum } from './enums';

export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    videoUrl: text('video_url').notNull(),
    /** A YouTube page for this video, if it is also published there: its title comes from oEmbed. */
    providerUrl: text('provider_url'),
    thumbnail: jsonb('thumbnail').$type<ImageAsset>(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    requiredTier: tierEnum('required_tier').notNull().default('free'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('videos_published_at_idx').on(t.publishedAt)],
);

/** Short exclusive clips on the media hub; premium ones need VIP (spec section 6). */
export const exclusiveClips = pgTable(
  'exclusive_clips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    videoUrl: text('video_url').notNull(),
    thumbnail: jsonb('thumbnail').$type<ImageAsset>(),
    requiredTier: tierEnum('required_tier').notNull().default('free'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exclusive_clips_sort_idx').on(t.sortOrder)],
);
