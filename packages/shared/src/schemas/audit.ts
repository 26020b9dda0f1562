// The audit log: every staff action (who, what, on which thing, when), read by admins through
// GET /api/admin/audit one keyset page at a time.
import { z } from 'zod';
import { AuditEntry } from './admin';

/** Every action the server records. A new staff action adds its name here first. */
export const AUDIT_ACTIONS = [
  'member.role_changed',
  'member.complimentary_tier_granted',
  'member.complimentary_tier_removed',
  'member.deleted',
  // An admin downloaded the members CSV (details: the filters and the row count).
  'member.exported',
  // Issue 33: a CSV import (target: the import's id) and a gift claimed (by the system).
  'member.imported',
  'event.created',
  'event.updated',
  'event.deleted',
  'event.image_changed',
  'event.presale_codes_issued',
  'event.presale_code_created',
  'event.presale_code_deleted',
  // Meet & greet (features/meet-greet): attached or changed, drawn (by the system), a place given back.
  'event.meet_greet_set',
  'event.meet_greet_drawn',
  'event.meet_greet_place_given_back',
  'content.created',
  'content.updated',
  'content.deleted',
  'content.image_changed',
  'product.deleted',
  'product.drop_created',
  'product.drop_rescheduled',
  'order.shipped',
  'order.delivered',
  'order.refunded',
  'live.started',
  'live.stopped',
  'chat.message_deleted',
  'chat.member_muted',
  'chat.member_unmuted',
  // The club's moderation (features/community/moderation-*): `community.<target>.<action>`.
  'community.post.hide',
  'community.post.delete',
  'community.post.restore',
  'community.post.publish',
  'community.post.dismiss',
  'community.comment.hide',
  'community.comment.delete',
  'community.comment.restore',
  'community.comment.publish',
  'community.comment.dismiss',
  'community.member_muted',
  'community.member_banned',
  'community.sanction_lifted',
  'community.word_blocked',
  'community.word_unblocked',
  'community.slow_mode_set',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'member',
  'event',
  'content',
  'product',
  'order',
  'live_stream',
  'chat_message',
  'post',
  'comment',
  'blocked_word',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_PAGE_MAX = 100;

/**
 * Where the next page starts: the last entry's time to the microsecond (PostgreSQL keeps
 * microseconds; a millisecond Date would skip or repeat entries made in the same millisecond)
 * and its id, e.g. `2026-11-26T20:00:00.123456Z_<uuid>`.
 */
const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{6})Z_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The cursor's parts, or null when it is not one this server made (or names no real time). */
export function parseAuditCursor(cursor: string): { at: string; id: string } | null {
  const match = CURSOR.exec(cursor);
  if (!match) return null;
  const [, seconds, micros, id] = match;
  // A calendar-impossible time (February 30) or year 0 would be a database error, not a page;
  // no entry is older than 1970.
  const date = new Date(`${seconds}Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 19) !== seconds) return null;
  if (date.getUTCFullYear() < 1970) return null;
  return { at: `${seconds}.${micros}Z`, id: id! };
}

export const AuditQuery = z.object({
  limit: z.coerce
    .number()
    .int('The page size must be a whole number.')
    .min(1, 'The page size must be at least 1.')
    .max(AUDIT_PAGE_MAX, `The page size can be at most ${AUDIT_PAGE_MAX}.`)
    .default(50),
  cursor: z
    .string()
    .max(100)
    .refine((c) => parseAuditCursor(c) !== null, 'That is not a page of the audit log.')
    .optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'That is not an audit action.' }).optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES, { error: 'That is not an audit target type.' }).optional(),
  targetId: z.string().trim().min(1).max(100).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

/** One page, newest first; `nextCursor` is null on the last page. */
export const AuditPage = z.object({
  items: z.array(AuditEntry),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPage>;
