import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Who did what to which thing and when: every staff action (lib/audit.ts writes it). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Newest-first keyset pages, of all entries, one action or one target (0015_audit_log_pages).
  (t) => [
    index('audit_log_created_id_idx').on(t.createdAt, t.id),
    index('audit_log_action_idx').on(t.action, t.createdAt, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt, t.id),
  ],
);
