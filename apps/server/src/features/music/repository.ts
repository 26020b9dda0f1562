import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trackLikes, tracks } from '../../db/schema/music';
import { isUuid } from '../../lib/ids';

export function musicRepository(db: Db) {
  return {
    async track(id: string) {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select({
          id: tracks.id,
          isPremium: tracks.isPremium,
          audioKey: tracks.audioKey,
          previewKey: tracks.previewKey,
        })
        .from(tracks)
        .where(eq(tracks.id, id));
      return row;
    },
    async like(userId: string, trackId: string) {
      await db.insert(trackLikes).values({ userId, trackId }).onConflictDoNothing();
    },
    async unlike(userId: string, trackId: string) {
      // Not a uuid: no such track, so nothing to unlike (and the uuid column would reject it).
      if (!isUuid(trackId)) return;
      await db
        .delete(trackLikes)
        .where(and(eq(trackLikes.userId, userId), eq(trackLikes.trackId, trackId)));
    },
    async likedTrackIds(userId: string) {
      return (
        await db
          .select({ id: trackLikes.trackId })
          .from(trackLikes)
          .where(eq(trackLikes.userId, userId))
      ).map((r) => r.id);
    },
  };
}
export type MusicRepository = ReturnType<typeof musicRepository>;
