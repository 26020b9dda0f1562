import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { randomUUID } from 'node:crypto';
import { COMMENTS_PAGE_SIZE } from '@fanclub/shared/schemas/community';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema/content';
import { commentLikes, communitySanctions, postComments } from '../../db/schema/community';
import { profiles } from '../../db/schema/profiles';
import { recordAudit } from '../../lib/audit';
import type { Keyset } from '../../lib/keyset-cursor';
import { writeBatch } from '../../lib/write-batch';

/** Who reads: their id (their own held comments show) and whether they see every comment. */
export interface Reader {
  userId: string | null;
  seesAll: boolean;
}

/** Replies shown under each comment of a page before "View N more replies". */
export const REPLY_PREVIEW = 3;

const c = postComments;

const columns = (reader: Reader) => ({
  id: c.id,
  postId: c.postId,
  parentId: c.parentId,
  byArtist: c.byArtist,
  body: c.body,
  status: c.status,
  likeCount: c.likeCount,
  replyCount: c.replyCount,
  createdAt: c.createdAt,
  author: {
    id: c.authorId,
    displayName: profiles.displayName,
    avatarUrl: profiles.avatarUrl,
    role: profiles.role,
    subscriptionTier: profiles.subscriptionTier,
  },
  likedByMe: reader.userId
    ? sql<boolean>`exists (select 1 from ${commentLikes} where ${commentLikes.commentId} = ${c.id} and ${commentLikes.userId} = ${reader.userId})`
    : sql<boolean>`false`,
});
export type CommentRow = Awaited<ReturnType<ReturnType<typeof commentRepository>['page']>>[number];

/** Not deleted, and published unless the reader wrote it or moderates. */
function visibleTo(reader: Reader): SQL | undefined {
  if (reader.seesAll) return isNull(c.deletedAt);
  const shown = reader.userId
    ? or(eq(c.status, 'published'), eq(c.authorId, reader.userId))
    : eq(c.status, 'published');
  return and(isNull(c.deletedAt), shown);
}

/** A comment to write, with its id and time (the app's). */
type NewComment = {
  id: string;
  postId: string;
  parentId: string | null;
  authorId: string;
  byArtist: boolean;
  body: string;
  status: 'published' | 'held';
  createdAt: Date;
};

/** A post's counts as the live update sends them. */
export type PostCounts = { likeCount: number; commentCount: number };

/**
 * Counts published comments in: the post's comment count and each parent's reply count, in one
 * statement that commits without waiting for its WAL flush (set_config(…, true) lasts as long
 * as this statement's own transaction). Every comment on a post updates that post's row, so the
 * row lock is held only for the update itself, not through a disk flush and another round trip:
 * a crash can lose an increment, never a comment (ADR 021). The comments of one batch
 * (lib/write-batch.ts) are counted together: one update of the post's row for all of them.
 */
async function countIn(db: Db, postId: string, parentIds: (string | null)[]) {
  const replies = new Map<string, number>();
  for (const id of parentIds) if (id) replies.set(id, (replies.get(id) ?? 0) + 1);
  // In id order, so two processes updating the same parents lock them in the same order.
  const parents = [...replies].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const parent = parents.length
    ? sql`, parent as (update post_comments p set reply_count = p.reply_count + d.n
        from (values ${sql.join(
          parents.map(([id, n]) => sql`(${id}::uuid, ${n}::int)`),
          sql`, `,
        )}) d(id, n) where p.id = d.id)`
    : sql``;
  const { rows } = await db.execute<PostCounts>(sql`
    with quick as (select set_config('synchronous_commit', 'off', true))${parent}
    update posts set comment_count = comment_count + ${parentIds.length} from quick
    where id = ${postId}
    returning like_count as "likeCount", comment_count as "commentCount"`);
  return rows[0];
}

/** The post's columns that decide who reads it and how comments on it behave. */
const POST_GATE = {
  id: posts.id,
  kind: posts.kind,
  requiredTier: posts.requiredTier,
  status: posts.status,
  deletedAt: posts.deletedAt,
  authorId: posts.authorId,
  slowModeSeconds: posts.slowModeSeconds,
  likeCount: posts.likeCount,
  commentCount: posts.commentCount,
};

/** The post and each writer's mute or ban (write-guard.ts), a row per writer. */
function gateOf(db: Db, postId: string, writers: string[]) {
  return db
    .select({
      userId: sql<string>`w.user_id`,
      post: POST_GATE,
      sanction: { kind: communitySanctions.kind, until: communitySanctions.until },
    })
    .from(posts)
    .innerJoin(
      sql`unnest(array[${sql.join(
        writers.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[]) as w(user_id)`,
      sql`true`,
    )
    .leftJoin(communitySanctions, eq(communitySanctions.userId, sql`w.user_id`))
    .where(eq(posts.id, postId));
}
type PostForWriter = Omit<Awaited<ReturnType<typeof gateOf>>[number], 'userId'>;

export function commentRepository(db: Db) {
  const countBatch = writeBatch<string | null, PostCounts | null>(async (parentIds, postId) => {
    const counts = await countIn(db, postId, parentIds);
    return parentIds.map((_, i) => (i === parentIds.length - 1 ? (counts ?? null) : null));
  });
  const select = (reader: Reader) =>
    db
      .select(columns(reader))
      .from(c)
      .leftJoin(profiles, eq(profiles.userId, c.authorId))
      .$dynamic();

  /**
   * The post, and each writer's mute or ban (write-guard.ts), for every comment on one post
   * arriving at the same moment: one statement for all of them (lib/write-batch.ts) where each
   * comment read its own. On PGlite, one connection running every statement on the server's own
   * CPU, these reads were one statement per comment while everything else was per batch.
   */
  const gateBatch = writeBatch<string, PostForWriter | undefined>(async (userIds, postId) => {
    const rows = await gateOf(db, postId, [...new Set(userIds)]);
    const byWriter = new Map(rows.map(({ userId, ...row }) => [userId, row]));
    return userIds.map((id) => byWriter.get(id));
  });
  /** Inserts `values` (rows, or placeholders), returning each row as a reader sees it. */
  const insertReturning = (values: PgInsertValue<typeof c>[]) => {
    const written = db.$with('written').as(db.insert(c).values(values).returning());
    return db
      .with(written)
      .select({
        id: written.id,
        postId: written.postId,
        parentId: written.parentId,
        byArtist: written.byArtist,
        body: written.body,
        status: written.status,
        likeCount: written.likeCount,
        replyCount: written.replyCount,
        createdAt: written.createdAt,
        author: {
          id: written.authorId,
          displayName: profiles.displayName,
          avatarUrl: profiles.avatarUrl,
          role: profiles.role,
          subscriptionTier: profiles.subscriptionTier,
        },
        // Nobody has liked a comment that did not exist a moment ago.
        likedByMe: sql<boolean>`false`,
      })
      .from(written)
      .leftJoin(profiles, eq(profiles.userId, written.authorId));
  };
  const insertOne = insertReturning([
    {
      id: sql.placeholder('id'),
      postId: sql.placeholder('postId'),
      parentId: sql.placeholder('parentId'),
      authorId: sql.placeholder('authorId'),
      byArtist: sql.placeholder('byArtist'),
      body: sql.placeholder('body'),
      status: sql.placeholder('status'),
      createdAt: sql.placeholder('createdAt'),
    },
  ]).prepare('community_comment_insert');
  type Written = Awaited<ReturnType<typeof insertOne.execute>>[number];
  const insertAlone = async (row: NewComment): Promise<Written | { failed: unknown }> => {
    try {
      const [written] = await insertOne.execute(row);
      return written!;
    } catch (failed) {
      return { failed };
    }
  };
  /**
   * Comments written at the same moment go in one statement, so in one commit and one WAL flush
   * (lib/write-batch.ts); each still commits before its writer hears back. A batch that fails is
   * written again one comment at a time, so one bad comment fails only its own request.
   */
  const insertBatch = writeBatch<NewComment, Written | { failed: unknown }>(
    async (rows) => {
      if (rows.length === 1) return [await insertAlone(rows[0]!)];
      try {
        const byId = new Map((await insertReturning(rows)).map((r) => [r.id, r]));
        return rows.map((r) => byId.get(r.id)!);
      } catch {
        return Promise.all(rows.map(insertAlone));
      }
    },
    { max: 100 },
  );

  return {
    /** The post's columns that decide who reads it and how comments on it behave. */
    async post(postId: string) {
      const [row] = await db.select(POST_GATE).from(posts).where(eq(posts.id, postId));
      return row;
    },

    /**
     * The post as `post` reads it, and the writer's mute or ban (write-guard.ts) beside it: one
     * round trip where a comment needed two. Undefined: no such post.
     */
    postForWriter: (postId: string, userId: string) => gateBatch(userId, postId),

    /** One comment as the rules need it (deleted ones included: they answer 410). */
    async comment(commentId: string) {
      const [row] = await db
        .select({
          id: c.id,
          postId: c.postId,
          parentId: c.parentId,
          authorId: c.authorId,
          status: c.status,
          deletedAt: c.deletedAt,
        })
        .from(c)
        .where(eq(c.id, commentId));
      return row;
    },

    /** A page of the post's top-level comments, newest first (post_comments_post_idx, backwards). */
    page(postId: string, reader: Reader, after: Keyset | null) {
      const before = after
        ? or(lt(c.createdAt, after.at), and(eq(c.createdAt, after.at), lt(c.id, after.id)))
        : undefined;
      return select(reader)
        .where(and(eq(c.postId, postId), isNull(c.parentId), visibleTo(reader), before))
        .orderBy(desc(c.createdAt), desc(c.id))
        .limit(COMMENTS_PAGE_SIZE);
    },

    /** A comment's replies, oldest first (post_comments_parent_idx). */
    replies(parentId: string, reader: Reader, after: Keyset | null) {
      const later = after
        ? or(gt(c.createdAt, after.at), and(eq(c.createdAt, after.at), gt(c.id, after.id)))
        : undefined;
      return select(reader)
        .where(and(eq(c.parentId, parentId), visibleTo(reader), later))
        .orderBy(asc(c.createdAt), asc(c.id))
        .limit(COMMENTS_PAGE_SIZE);
    },

    /**
     * What shows under each comment of a page: every artist reply (pinned, up to a page) and the
     * first REPLY_PREVIEW others, oldest first. One statement, each parent read through its own
     * index range however many replies it has (a LATERAL per parent), then the rows by id.
     */
    async previews(parentIds: string[], reader: Reader) {
      if (parentIds.length === 0) return [];
      const shown = reader.seesAll
        ? sql`true`
        : reader.userId
          ? sql`(r.status = 'published' or r.author_id = ${reader.userId})`
          : sql`r.status = 'published'`;
      const pick = (artist: boolean, limit: number) => sql`(
        select r.id from post_comments r
        where r.parent_id = p.id and r.deleted_at is null and r.by_artist = ${artist} and ${shown}
        order by r.created_at, r.id limit ${limit})`;
      const ids = sql.join(
        parentIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const { rows } = await db.execute<{ id: string }>(sql`
        select x.id from (select unnest(array[${ids}]) as id) p
        cross join lateral (${pick(true, COMMENTS_PAGE_SIZE)} union all ${pick(false, REPLY_PREVIEW)}) x`);
      if (rows.length === 0) return [];
      return select(reader)
        .where(
          inArray(
            c.id,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(desc(c.byArtist), asc(c.createdAt), asc(c.id));
    },

    /**
     * What a page read once for everyone (published comments only) lacks for this reader, in one
     * statement: which of its comments they liked (comment_likes_user_idx) and whether they have
     * a comment held for review on the post (post_comments_author_idx), which only they see.
     */
    async readerOverlay(postId: string, userId: string, commentIds: string[]) {
      const ids = commentIds.length
        ? sql`array[${sql.join(
            commentIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}]`
        : sql`array[]::uuid[]`;
      const { rows } = await db.execute<{ liked: string[]; held: boolean }>(sql`
        select array(select l.comment_id::text from comment_likes l
                     where l.user_id = ${userId} and l.comment_id = any(${ids})) as liked,
               exists(select 1 from post_comments h
                      where h.author_id = ${userId} and h.post_id = ${postId}
                        and h.status <> 'published' and h.deleted_at is null) as held`);
      const row = rows[0]!;
      return { liked: new Set(row.liked), held: row.held };
    },

    /**
     * Writes the comment, committed (and flushed) on its own; a published one is then counted in
     * by `countIn`, a statement of its own (docs/decisions/021-comment-counts.md). Timestamps are
     * the app's (milliseconds), so a keyset cursor names each row exactly. The row comes back as
     * a reader sees it (with its author's profile) from the same statement: no read of it again.
     */
    async create(input: Omit<NewComment, 'id' | 'createdAt'>) {
      // The id is the app's, so a comment finds its own row among those of its batch.
      const result = await insertBatch({ ...input, id: randomUUID(), createdAt: new Date() });
      if ('failed' in result) throw result.failed;
      return result;
    },

    /**
     * After a published comment is written: counts it in, with the comments on the same post
     * written at the same moment (one statement per post at a time, lib/write-batch.ts). The
     * post's counts as they are now come back to the last comment of the batch, which sends
     * them live for all; the others get null. Resolves once the counts are in the database.
     */
    countIn: (postId: string, parentId: string | null) => countBatch(parentId, postId),

    /**
     * Soft-deletes a comment and takes it out of the counts: the post loses the comment and, for
     * a top-level one, its replies too (nobody sees them any more); a reply's parent loses one
     * reply. A reply under an already deleted comment was counted out with it. The moderator's
     * audit entry (another's comment) is written in the same transaction. False: already gone.
     */
    async softDelete(commentId: string, audit: { actorId: string; authorId: string } | null) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(c)
          .set({ deletedAt: new Date() })
          .where(and(eq(c.id, commentId), isNull(c.deletedAt)))
          .returning({
            postId: c.postId,
            parentId: c.parentId,
            status: c.status,
            replyCount: c.replyCount,
          });
        if (!row) return false;
        let postLoses = 0;
        if (row.status === 'published' && row.parentId) {
          const [parent] = await tx
            .update(c)
            .set({ replyCount: sql`greatest(${c.replyCount} - 1, 0)` })
            .where(and(eq(c.id, row.parentId), isNull(c.deletedAt)))
            .returning({ id: c.id });
          if (parent) postLoses = 1;
        } else if (row.status === 'published') postLoses = 1 + row.replyCount;
        if (postLoses > 0)
          await tx
            .update(posts)
            .set({ commentCount: sql`greatest(${posts.commentCount} - ${postLoses}, 0)` })
            .where(eq(posts.id, row.postId));
        if (audit)
          await recordAudit(tx, {
            actorId: audit.actorId,
            action: 'community.comment.delete',
            targetType: 'comment',
            targetId: commentId,
            details: { postId: row.postId, authorId: audit.authorId },
          });
        return true;
      });
    },

    /** The comment count of the post now (sent live after a change). */
    async counts(postId: string) {
      const [row] = await db
        .select({ likeCount: posts.likeCount, commentCount: posts.commentCount })
        .from(posts)
        .where(eq(posts.id, postId));
      return row;
    },
  };
}
export type CommentRepository = ReturnType<typeof commentRepository>;
