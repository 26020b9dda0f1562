import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The durable job queue (ADR 019, lib/job-queue-*.ts). 'queued' waits for run_after; 'active' is
 * held by one worker until locked_until (the lease, renewed while it runs; a dead worker's job is
 * taken again once it lapses); 'failed' ran out of tries and keeps its last error. Done jobs go.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    data: jsonb('data').$type<object>().notNull(),
    state: text('state', { enum: ['queued', 'active', 'failed'] })
      .notNull()
      .default('queued'),
    singletonKey: text('singleton_key'),
    attempts: integer('attempts').notNull().default(0),
    retryLimit: integer('retry_limit').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockToken: uuid('lock_token'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_singleton_idx')
      .on(t.name, t.singletonKey)
      .where(sql`${t.singletonKey} IS NOT NULL AND ${t.state} IN ('queued', 'active')`),
    index('jobs_due_idx')
      .on(t.runAfter, t.id)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'active'`),
  ],
);

/** When each member's daily e-mail digest last went out (or was found to have nothing to say). */
export const notificationDigests = pgTable('notification_digests', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
