// Reading the audit log: newest first, one keyset page at a time (an offset would rescan every
// earlier entry, and entries added meanwhile would shift the pages).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEntry } from '@fanclub/shared/schemas/admin';
import type { AuditPage, AuditQuery } from '@fanclub/shared/schemas/audit';
import { parseAuditCursor } from '@fanclub/shared/schemas/audit';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';

/** The entry's time as the cursor writes it: UTC to the microsecond. */
const exactTime = sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function auditRepository(db: Db) {
  return {
    /** One page; served by the (created_at, id) index, or the action / target ones when filtered. */
    async page({ limit, cursor, action, targetType, targetId }: AuditQuery): Promise<AuditPage> {
      const after = cursor ? parseAuditCursor(cursor) : null;
      const filters: (SQL | undefined)[] = [
        action ? eq(auditLog.action, action) : undefined,
        targetType ? eq(auditLog.targetType, targetType) : undefined,
        targetId ? eq(auditLog.targetId, targetId) : undefined,
        after
          ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ];
      const target = alias(users, 'target');
      const rows = await db
        .select({
          entry: auditLog,
          at: exactTime,
          actorEmail: users.email,
          targetEmail: target.email,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        // Only a member target is an account; another type's id never names one.
        .leftJoin(target, and(eq(auditLog.targetType, 'member'), eq(target.id, auditLog.targetId)))
        .where(and(...filters))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit + 1);
      const items: AuditEntry[] = rows
        .slice(0, limit)
        .map(({ entry, actorEmail, targetEmail }) => ({
          id: entry.id,
          actorEmail,
          action: entry.action,
          targetType: entry.targetType,
          targetId: entry.targetId,
          targetEmail,
          details: entry.details,
          createdAt: entry.createdAt.toISOString(),
        }));
      const last = rows.length > limit ? rows[limit - 1] : undefined;
      return { items, nextCursor: last ? `${last.at}_${last.entry.id}` : null };
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
