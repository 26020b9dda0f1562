import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { STREAM_TYPES } from '@fanclub/shared/limits';
import type { ImageAsset } from '@fanclub/shared/media';
import { users } from './auth';
import { tierEnum } from './enums';

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
    /** True while an encoder is publishing to the RTMP ingest with this stream's key. */
    onAir: boolean('on_air').notNull().default(false),
    /** When the encoder last started or stopped publishing (drives "reconnecting" for viewers). */
    onAirChangedAt: timestamp('on_air_changed_at', { withTimezone: true }),
    /** Running total of hearts sent by viewers during this stream. */
    heartCount: integer('heart_count').notNull().default(0),
    /** Who may watch: livestreams are a Fan+ perk, VIP livestreams need VIP (spec tier table). */
    audienceTier: tierEnum('audience_tier').notNull().default('fanplus'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Set when the go-live's inbox fan-out finished; a sweep re-queues active streams without it. */
    fannedOutAt: timestamp('fanned_out_at', { withTimezone: true }),
  },
  (t) => [
    index('live_streams_active_idx').on(t.isActive),
    // One active stream per owner, enforced by the database even under concurrent starts.
    uniqueIndex('live_streams_one_active_per_user')
      .on(t.userId)
      .where(sql`${t.isActive}`),
    check('live_streams_audience_tier_paid', sql`${t.audienceTier} <> 'free'`),
  ],
);

/** Live chat, persisted per stream. A moderator's delete keeps the row but hides the body. */
export const liveChatMessages = pgTable(
  'live_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    streamId: uuid('stream_id')
      .notNull()
      .references(() => liveStreams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('live_chat_messages_stream_idx').on(t.streamId, t.createdAt)],
);

/** Users the artist or an admin has muted for one stream. */
export const liveChatMutes = pgTable(
  'live_chat_mutes',
  {
    streamId: uuid('stream_id')
      .notNull()
      .references(() => liveStreams.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedBy: text('muted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.streamId, t.userId] })],
);

/** A browser's Web Push subscription (go-live notifications). Removed when the push service answers 404/410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * A live announced ahead (issue 32, migration 0030): "Upcoming Live Streams" until someone goes
 * live near its time, which links it to that stream (went_live_at, stream_id).
 */
export const scheduledLives = pgTable(
  'scheduled_lives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    audienceTier: tierEnum('audience_tier').notNull().default('fanplus'),
    streamId: uuid('stream_id').references(() => liveStreams.id, { onDelete: 'set null' }),
    wentLiveAt: timestamp('went_live_at', { withTimezone: true }),
    /** Migration 0033: the cover image, written only by the upload route. */
    cover: jsonb('cover').$type<ImageAsset>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scheduled_lives_upcoming_idx')
      .on(t.startsAt)
      .where(sql`${t.wentLiveAt} is null`),
    index('scheduled_lives_stream_idx')
      .on(t.streamId)
      .where(sql`${t.streamId} is not null`),
    index('scheduled_lives_user_idx').on(t.userId),
    check('scheduled_lives_audience_tier_paid', sql`${t.audienceTier} <> 'free'`),
  ],
);

/** Members who tapped "Remind me" on a scheduled live. */
export const scheduledLiveReminders = pgTable(
  'scheduled_live_reminders',
  {
    scheduledLiveId: uuid('scheduled_live_id')
      .notNull()
      .references(() => scheduledLives.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'scheduled_live_reminders_pk', columns: [t.scheduledLiveId, t.userId] }),
    index('scheduled_live_reminders_user_idx').on(t.userId),
  ],
);

/**
 * The replay of a live stream that went out through our ingest (issue 32, migration 0031): its
 * recording sits in DATA_DIR/replays/<stream_id>/. Title and tier start as the stream's and may
 * be changed; a trim keeps whole segments between trim_start_sec and trim_end_sec.
 */
export const liveReplays = pgTable(
  'live_replays',
  {
    streamId: uuid('stream_id')
      .primaryKey()
      .references(() => liveStreams.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    audienceTier: tierEnum('audience_tier').notNull().default('fanplus'),
    /** When the first recorded picture was taken. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    /** Of the whole recording, before any trim. */
    durationMs: integer('duration_ms').notNull(),
    peakViewers: integer('peak_viewers').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    trimStartSec: integer('trim_start_sec').notNull().default(0),
    trimEndSec: integer('trim_end_sec'),
    /** Bytes of its segments on disk (admin: disk used). */
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_replays_ended_idx').on(t.endedAt),
    check('live_replays_audience_tier_paid', sql`${t.audienceTier} <> 'free'`),
  ],
);

/** Hearts per stream and second, so a replay shows them when they were sent (migration 0031). */
export const liveHeartBuckets = pgTable(
  'live_heart_buckets',
  {
    streamId: uuid('stream_id')
      .notNull()
      .references(() => liveStreams.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ name: 'live_heart_buckets_pk', columns: [t.streamId, t.at] })],
);
