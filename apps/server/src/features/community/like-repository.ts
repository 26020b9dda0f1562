import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema/content';
import { commentLikes, postComments, postLikes } from '../../db/schema/community';

/** What a like or unlike did: whether it changed anything, and the count after it. */
export interface LikeResult {
  changed: boolean;
  likeCount: number;
}

/**
 * Likes of posts and comments. Idempotent: a like is a row keyed by (target, member), inserted
 * with ON CONFLICT DO NOTHING, and the count moves only when a row was really added or removed,
 * in the same transaction, so liking twice (or two tabs at once) counts once.
 */
export function likeRepository(db: Db) {
  return {
    async likePost(postId: string, userId: string, like: boolean): Promise<LikeResult> {
      return db.transaction(async (tx) => {
        const changed = like
          ? await tx.insert(postLikes).values({ postId, userId }).onConflictDoNothing().returning()
          : await tx
              .delete(postLikes)
              .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
              .returning();
        const [row] =
          changed.length === 0
            ? await tx
                .select({ likeCount: posts.likeCount })
                .from(posts)
                .where(eq(posts.id, postId))
            : await tx
                .update(posts)
                .set({ likeCount: sql`greatest(${posts.likeCount} + ${like ? 1 : -1}, 0)` })
                .where(eq(posts.id, postId))
                .returning({ likeCount: posts.likeCount });
        return { changed: changed.length > 0, likeCount: row?.likeCount ?? 0 };
      });
    },

    async likeComment(commentId: string, userId: string, like: boolean): Promise<LikeResult> {
      return db.transaction(async (tx) => {
        const changed = like
          ? await tx
              .insert(commentLikes)
              .values({ commentId, userId })
              .onConflictDoNothing()
              .returning()
          : await tx
              .delete(commentLikes)
              .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
              .returning();
        const counter = postComments.likeCount;
        const [row] =
          changed.length === 0
            ? await tx
                .select({ likeCount: counter })
                .from(postComments)
                .where(eq(postComments.id, commentId))
            : await tx
                .update(postComments)
                .set({ likeCount: sql`greatest(${counter} + ${like ? 1 : -1}, 0)` })
                .where(eq(postComments.id, commentId))
                .returning({ likeCount: counter });
        return { changed: changed.length > 0, likeCount: row?.likeCount ?? 0 };
      });
    },
  };
}
export type LikeRepository = ReturnType<typeof likeRepository>;
