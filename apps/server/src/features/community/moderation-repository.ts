import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ModerationAction } from '@fanclub/shared/schemas/community';
import type { Db } from '../../db/client';
import { contentReports, postComments } from '../../db/schema/community';
import { posts } from '../../db/schema/content';
import type { AuditTx } from '../../lib/audit';
import { auditedRow, recordAudit } from '../../lib/audit';
import type { TargetType } from './moderation-queue-repository';

export type ContentStatus = 'published' | 'held' | 'hidden';

/** What decides whether members see a post or comment. */
export interface Visibility {
  status: ContentStatus;
  deletedAt: Date | null;
}

/** What an action makes of the target, and how its open reports are closed. */
export interface Transition extends Visibility {
  reports: 'actioned' | 'dismissed';
}

/** What the service needs after the commit: the change, and who to tell if it became visible. */
export interface Acted {
  before: Visibility;
  after: Visibility;
  reportsClosed: number;
  post: { id: string; authorId: string | null; kind: 'artist' | 'fan' };
  comment: {
    id: string;
    parentId: string | null;
    authorId: string;
    byArtist: boolean;
    parentAuthorId: string | null;
  } | null;
}

export const visible = (v: Visibility) => v.status === 'published' && v.deletedAt === null;

const postColumns = {
  id: posts.id,
  authorId: posts.authorId,
  kind: posts.kind,
  status: posts.status,
  deletedAt: posts.deletedAt,
};

/** Moderators' writes on posts and comments; each is one transaction with its audit entry. */
export function moderationRepository(db: Db) {
  /** Locks the target (two moderators acting at once take turns) and reads what the action needs. */
  async function lockTarget(tx: AuditTx, type: TargetType, id: string) {
    if (type === 'post') {
      const [post] = await tx.select(postColumns).from(posts).where(eq(posts.id, id)).for('update');
      return post && { post, current: post, comment: null };
    }
    const [comment] = await tx
      .select({
        id: postComments.id,
        postId: postComments.postId,
        parentId: postComments.parentId,
        authorId: postComments.authorId,
        byArtist: postComments.byArtist,
        status: postComments.status,
        deletedAt: postComments.deletedAt,
      })
      .from(postComments)
      .where(eq(postComments.id, id))
      .for('update');
    if (!comment) return undefined;
    const [post] = await tx.select(postColumns).from(posts).where(eq(posts.id, comment.postId));
    const [parent] = comment.parentId
      ? await tx
          .select({ authorId: postComments.authorId })
          .from(postComments)
          .where(eq(postComments.id, comment.parentId))
      : [];
    return (
      post && {
        post,
        current: comment,
        comment: { ...comment, parentAuthorId: parent?.authorId ?? null },
      }
    );
  }

  /** A comment appearing or disappearing moves its post's comment count and its parent's reply count. */
  async function recount(tx: AuditTx, postId: string, parentId: string | null, delta: number) {
    if (delta === 0) return;
    await tx
      .update(posts)
      .set({ commentCount: sql`greatest(${posts.commentCount} + ${delta}, 0)` })
      .where(eq(posts.id, postId));
    if (parentId)
      await tx
        .update(postComments)
        .set({ replyCount: sql`greatest(${postComments.replyCount} + ${delta}, 0)` })
        .where(eq(postComments.id, parentId));
  }

  return {
    /**
     * Applies `decide`'s transition to the target, closes its open reports and records
     * `community.<type>.<action>`, all or nothing. Undefined when there is no such target; a throw
     * from `decide` (an action that does not apply) changes nothing.
     */
    async act(
      type: TargetType,
      id: string,
      action: ModerationAction,
      actorId: string,
      decide: (before: Visibility) => Transition,
    ): Promise<Acted | undefined> {
      return db.transaction(async (tx) => {
        const target = await lockTarget(tx, type, id);
        if (!target) return undefined;
        const before = { status: target.current.status, deletedAt: target.current.deletedAt };
        const { reports, ...after } = decide(before);
        if (type === 'post') await tx.update(posts).set(after).where(eq(posts.id, id));
        else await tx.update(postComments).set(after).where(eq(postComments.id, id));
        if (target.comment) {
          const delta = Number(visible(after)) - Number(visible(before));
          await recount(tx, target.post.id, target.comment.parentId, delta);
        }
        const closed = await tx
          .update(contentReports)
          .set({ status: reports, resolvedBy: actorId, resolvedAt: new Date() })
          .where(
            and(
              eq(contentReports.targetType, type),
              eq(contentReports.targetId, id),
              eq(contentReports.status, 'open'),
            ),
          )
          .returning({ id: contentReports.id });
        await recordAudit(tx, {
          actorId,
          action: `community.${type}.${action}`,
          targetType: type,
          targetId: id,
          details: {
            postId: target.post.id,
            from: before.status,
            to: after.status,
            deleted: after.deletedAt !== null,
            reportsClosed: closed.length,
          },
        });
        return {
          before,
          after,
          reportsClosed: closed.length,
          post: { id: target.post.id, authorId: target.post.authorId, kind: target.post.kind },
          comment: target.comment,
        };
      });
    },

    /** Sets a post's slow mode; undefined when there is no such post (or it was deleted). */
    async setSlowMode(postId: string, seconds: number, actorId: string) {
      return auditedRow(
        db,
        (tx) =>
          tx
            .update(posts)
            .set({ slowModeSeconds: seconds })
            .where(and(eq(posts.id, postId), isNull(posts.deletedAt)))
            .returning({ postId: posts.id, slowModeSeconds: posts.slowModeSeconds }),
        (row) => ({
          actorId,
          action: 'community.slow_mode_set',
          targetType: 'post',
          targetId: row.postId,
          details: { seconds: row.slowModeSeconds },
        }),
      );
    },
  };
}
export type ModerationRepository = ReturnType<typeof moderationRepository>;
