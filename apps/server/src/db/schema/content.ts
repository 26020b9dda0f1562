import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImageAsset } from '@fanclub/shared/media';
import { tierEnum } from './enums';

/**
 * Posts by the artist and admins (spec: exclusive_content). They appear as news cards, newest
 * first; the body is served only to users whose tier meets required_tier.
 */
export const exclusiveContent = pgTable(
  'exclusive_content',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    contentType: text('content_type').notNull().default('text'),
    requiredTier: tierEnum('required_tier').notNull().default('free'),
    image: jsonb('image').$type<ImageAsset>(),
    authorId: text('author_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exclusive_content_created_at_idx').on(t.createdAt)],
);
