import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ImageAsset } from '@fanclub/shared/media';

export interface ArtistLink {
  label: string;
  url: string;
}

/** The one artist this installation is for; a single row (id 1). */
export const artist = pgTable('artist', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  tagline: text('tagline').notNull(),
  bio: text('bio').notNull(),
  streamingLinks: jsonb('streaming_links').$type<ArtistLink[]>().notNull(),
  socialLinks: jsonb('social_links').$type<ArtistLink[]>().notNull(),
  colors: jsonb('colors').$type<{ background: string; accent: string }>().notNull(),
  heroImage: jsonb('hero_image').$type<ImageAsset>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
