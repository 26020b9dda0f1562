import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import type { ImageAsset } from '@fanclub/shared/media';

export const albums = pgTable(
  'albums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    artistName: text('artist_name').notNull(),
    description: text('description').notNull().default(''),
    coverImage: jsonb('cover_image').$type<ImageAsset>(),
    releaseDate: date('release_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('albums_release_date_idx').on(t.releaseDate)],
);

export const tracks = pgTable(
  'tracks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    albumId: uuid('album_id').references(() => albums.id, { onDelete: 'set null' }),
    trackNumber: integer('track_number').notNull().default(1),
    title: text('title').notNull(),
    isPremium: boolean('is_premium').notNull().default(false),
    durationSeconds: integer('duration_seconds').notNull(),
    /** Storage keys: the full rendition only for entitled users, the preview for everyone. */
    audioKey: text('audio_key'),
    previewKey: text('preview_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracks_created_at_idx').on(t.createdAt), index('tracks_album_idx').on(t.albumId)],
);

/** A member's liked tracks (the profile's Liked Songs tile counts them). */
export const trackLikes = pgTable(
  'track_likes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.trackId] })],
);
