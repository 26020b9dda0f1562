import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STREAM_TYPES } from '@fanclub/shared/limits';
import { users } from './auth';

export const streamTypeEnum = pgEnum('stream_type', STREAM_TYPES);

export const liveStreams = pgTable(
  'live_streams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    streamUrl: text('stream_url'),
    streamType: streamTypeEnum('stream_type').notNull().default('hls'),
    /** Secret: lets an encoder broadcast as this stream. Only the owner and admins may read it. */
    streamKey: text('stream_key').notNull().unique(),
    isActive: boolean('is_active').notNull().default(true),
    peakViewers: integer('peak_viewers').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('live_streams_active_idx').on(t.isActive),
    // One active stream per owner, enforced by the database even under concurrent starts.
    uniqueIndex('live_streams_one_active_per_user').on(t.userId).where(sql`${t.isActive}`),
  ],
);
