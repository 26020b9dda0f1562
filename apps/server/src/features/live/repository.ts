import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveStreams } from '../../db/schema/live';
import { profiles } from '../../db/schema/profiles';
import { auditedRow } from '../../lib/audit';

const columns = {
  stream: liveStreams,
  displayName: profiles.displayName,
  avatarUrl: profiles.avatarUrl,
};

type Joined = { displayName: string | null; avatarUrl: string | null };
export type StreamRow = typeof liveStreams.$inferSelect & Joined;

const flatten = (rows: ({ stream: typeof liveStreams.$inferSelect } & Joined)[]): StreamRow[] =>
  rows.map((r) => ({ ...r.stream, displayName: r.displayName, avatarUrl: r.avatarUrl }));

export function liveRepository(db: Db) {
  const base = () =>
    db
      .select(columns)
      .from(liveStreams)
      .leftJoin(profiles, eq(profiles.userId, liveStreams.userId));
  return {
    async active(): Promise<StreamRow | undefined> {
      return flatten(
        await base()
          .where(eq(liveStreams.isActive, true))
          .orderBy(desc(liveStreams.startedAt))
          .limit(1),
      )[0];
    },
    async byId(id: string): Promise<StreamRow | undefined> {
      return flatten(await base().where(eq(liveStreams.id, id)))[0];
    },
    async activeFor(userId: string): Promise<StreamRow[]> {
      return flatten(
        await base().where(and(eq(liveStreams.userId, userId), eq(liveStreams.isActive, true))),
      );
    },
    async allActive(): Promise<StreamRow[]> {
      return flatten(
        await base().where(eq(liveStreams.isActive, true)).orderBy(desc(liveStreams.startedAt)),
      );
    },
    /** Starts the stream with its audit entry (the starter is the owner). */
    async start(values: typeof liveStreams.$inferInsert) {
      const row = await auditedRow(
        db,
        (tx) =>
          tx
            .insert(liveStreams)
            .values(values)
            .returning({ id: liveStreams.id, title: liveStreams.title }),
        (made) => ({
          actorId: values.userId,
          action: 'live.started',
          targetType: 'live_stream',
          targetId: made.id,
          details: { title: made.title },
        }),
      );
      return row?.id;
    },
    /** Ends an active stream, recorded as `actorId`'s doing; an ended one is left (and unrecorded). */
    async stop(id: string, actorId: string) {
      await auditedRow(
        db,
        (tx) =>
          tx
            .update(liveStreams)
            .set({ isActive: false, endedAt: new Date() })
            .where(and(eq(liveStreams.id, id), eq(liveStreams.isActive, true)))
            .returning({ id: liveStreams.id, title: liveStreams.title, owner: liveStreams.userId }),
        (ended) => ({
          actorId,
          action: 'live.stopped',
          targetType: 'live_stream',
          targetId: ended.id,
          details: { title: ended.title, ownerId: ended.owner },
        }),
      );
    },
    async notePeak(id: string, count: number) {
      await db
        .update(liveStreams)
        .set({ peakViewers: sql`greatest(${liveStreams.peakViewers}, ${count})` })
        .where(and(eq(liveStreams.id, id), eq(liveStreams.isActive, true)));
    },
  };
}
export type LiveRepository = ReturnType<typeof liveRepository>;
