import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { liveStreams } from '../../../db/schema/live';
import { ingestPlaylistPath } from './playlist';
import { hasStreamKeyShape } from './stream-key';

/** The database side of the ingest: which stream a key belongs to, and its on-air flag. */
export function onAirStore(db: Db) {
  return {
    /** The active stream that our ingest feeds and that this key belongs to, if any. */
    async streamForKey(key: string): Promise<string | null> {
      if (!hasStreamKeyShape(key)) return null;
      const [row] = await db
        .select({ id: liveStreams.id, streamUrl: liveStreams.streamUrl })
        .from(liveStreams)
        .where(and(eq(liveStreams.streamKey, key), eq(liveStreams.isActive, true)));
      return row && row.streamUrl === ingestPlaylistPath(row.id) ? row.id : null;
    },
    async setOnAir(streamId: string, onAir: boolean) {
      await db
        .update(liveStreams)
        .set({ onAir, onAirChangedAt: new Date() })
        .where(eq(liveStreams.id, streamId));
    },
    /** After a crash nothing is publishing; with one process the flags can be reset at start. */
    async clearAll() {
      await db.update(liveStreams).set({ onAir: false }).where(eq(liveStreams.onAir, true));
    },
  };
}
