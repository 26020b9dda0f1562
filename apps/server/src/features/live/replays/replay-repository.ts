import { and, asc, count, desc, eq, gte, isNull, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { liveChatMessages, liveHeartBuckets, liveReplays } from '../../../db/schema/live';
import { appMeta } from '../../../db/schema/meta';
import { chatWithSender, toChatMessage } from '../chat-repository';

export type ReplayRow = typeof liveReplays.$inferSelect;
/** app_meta key of the retention setting: a number of days, or absent to keep replays forever. */
const RETENTION_KEY = 'replays.retention_days';
const LIST_LIMIT = 50;

/** The replays' rows, their chat and hearts, and the retention setting. */
export function replayRepository(db: Db) {
  return {
    async create(values: typeof liveReplays.$inferInsert) {
      await db.insert(liveReplays).values(values).onConflictDoNothing();
    },
    /** Newest first; hidden ones only for those who manage them. */
    async list(withHidden: boolean): Promise<ReplayRow[]> {
      return db
        .select()
        .from(liveReplays)
        .where(withHidden ? undefined : eq(liveReplays.hidden, false))
        .orderBy(desc(liveReplays.startedAt))
        .limit(LIST_LIMIT);
    },
    async byId(id: string): Promise<ReplayRow | undefined> {
      const [row] = await db.select().from(liveReplays).where(eq(liveReplays.streamId, id));
      return row;
    },
    async update(id: string, patch: Partial<typeof liveReplays.$inferInsert>) {
      const [row] = await db
        .update(liveReplays)
        .set(patch)
        .where(eq(liveReplays.streamId, id))
        .returning();
      return row;
    },
    async remove(id: string) {
      await db.delete(liveReplays).where(eq(liveReplays.streamId, id));
    },
    /** Replays whose stream ended before `before` (the retention job's work). */
    async endedBefore(before: Date, limit = 100) {
      const rows = await db
        .select({ id: liveReplays.streamId })
        .from(liveReplays)
        .where(lt(liveReplays.endedAt, before))
        .orderBy(asc(liveReplays.endedAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    async usage() {
      const [row] = await db
        .select({ bytes: sum(liveReplays.sizeBytes), count: count() })
        .from(liveReplays);
      return { bytes: Number(row?.bytes ?? 0), count: row?.count ?? 0 };
    },
    async retentionDays(): Promise<number | null> {
      const [row] = await db
        .select({ value: appMeta.value })
        .from(appMeta)
        .where(eq(appMeta.key, RETENTION_KEY));
      const days = Number(row?.value);
      return row && Number.isInteger(days) && days > 0 ? days : null;
    },
    async setRetentionDays(days: number | null) {
      if (days === null) {
        await db.delete(appMeta).where(eq(appMeta.key, RETENTION_KEY));
        return;
      }
      await db
        .insert(appMeta)
        .values({ key: RETENTION_KEY, value: String(days) })
        .onConflictDoUpdate({
          target: appMeta.key,
          set: { value: String(days), updatedAt: sql`now()` },
        });
    },
    /** What was said in [from, to), oldest first, deleted ones left out. */
    async chatBetween(streamId: string, from: Date, to: Date, limit: number) {
      const rows = await chatWithSender(db)
        .where(
          and(
            eq(liveChatMessages.streamId, streamId),
            isNull(liveChatMessages.deletedAt),
            gte(liveChatMessages.createdAt, from),
            lt(liveChatMessages.createdAt, to),
          ),
        )
        .orderBy(asc(liveChatMessages.createdAt))
        .limit(limit);
      return rows.map(toChatMessage);
    },
    async heartsBetween(streamId: string, from: Date, to: Date) {
      return db
        .select({ at: liveHeartBuckets.at, count: liveHeartBuckets.count })
        .from(liveHeartBuckets)
        .where(
          and(
            eq(liveHeartBuckets.streamId, streamId),
            gte(liveHeartBuckets.at, from),
            lt(liveHeartBuckets.at, to),
          ),
        )
        .orderBy(asc(liveHeartBuckets.at));
    },
  };
}
export type ReplayRepository = ReturnType<typeof replayRepository>;
