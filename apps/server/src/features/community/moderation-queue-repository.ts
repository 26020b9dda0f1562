import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentReports, postComments } from '../../db/schema/community';
import { posts } from '../../db/schema/content';
import { profiles } from '../../db/schema/profiles';
import type { Keyset } from '../../lib/keyset-cursor';
import type { AuthorRow } from './author-view';

export type TargetType = 'post' | 'comment';

/** One place in the queue: what it is and since when it waits (held: written; reported: first open report). */
export interface QueueKey {
  targetType: TargetType;
  targetId: string;
  since: Date;
}

/** A queued post or comment with its author's profile columns. */
export interface QueuedContent {
  id: string;
  postId: string;
  text: string;
  status: 'published' | 'held' | 'hidden';
  createdAt: Date;
  author: AuthorRow;
}

const authorColumns = {
  displayName: profiles.displayName,
  avatarUrl: profiles.avatarUrl,
  role: profiles.role,
  subscriptionTier: profiles.subscriptionTier,
};

/** The moderation queue's reads: which targets wait, oldest first, and what they say. */
export function moderationQueueRepository(db: Db) {
  return {
    /**
     * One page of the queue. Each branch is served by its partial index (posts_held_idx,
     * post_comments_held_idx, content_reports_open_idx), so the cost follows the queue's length,
     * not the tables'. The key is cut to milliseconds so that it compares exactly with the cursor
     * (a Date); content that is deleted (or whose post is) has nothing left to moderate.
     */
    async page(after: Keyset | null, limit: number): Promise<QueueKey[]> {
      const cursor = after
        ? sql`AND (k.since, k.target_id) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
        : sql``;
      const { rows } = await db.execute<{
        target_type: TargetType;
        target_id: string;
        since: string;
      }>(sql`
        WITH queued AS (
          SELECT 'post'::text AS target_type, id AS target_id, created_at AS since
            FROM posts WHERE status = 'held' AND deleted_at IS NULL
          UNION ALL
          SELECT 'comment'::text, id, created_at
            FROM post_comments WHERE status = 'held' AND deleted_at IS NULL
          UNION ALL
          SELECT target_type, target_id, created_at FROM content_reports WHERE status = 'open'
        ), k AS (
          SELECT target_type, target_id, date_trunc('milliseconds', min(since)) AS since
            FROM queued GROUP BY target_type, target_id
        )
        SELECT k.target_type, k.target_id::text AS target_id,
               to_char(k.since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS since
          FROM k
          LEFT JOIN posts p ON k.target_type = 'post' AND p.id = k.target_id
          LEFT JOIN post_comments c ON k.target_type = 'comment' AND c.id = k.target_id
          LEFT JOIN posts cp ON cp.id = c.post_id
         WHERE ((p.id IS NOT NULL AND p.deleted_at IS NULL)
             OR (c.id IS NOT NULL AND c.deleted_at IS NULL AND cp.deleted_at IS NULL))
           ${cursor}
         ORDER BY k.since, k.target_id
         LIMIT ${limit}`);
      return rows.map((r) => ({
        targetType: r.target_type,
        targetId: r.target_id,
        since: new Date(r.since),
      }));
    },

    async posts(ids: string[]): Promise<QueuedContent[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({
          id: posts.id,
          text: posts.body,
          title: posts.title,
          status: posts.status,
          createdAt: posts.createdAt,
          authorId: posts.authorId,
          ...authorColumns,
        })
        .from(posts)
        .leftJoin(profiles, eq(profiles.userId, posts.authorId))
        .where(inArray(posts.id, ids));
      return rows.map((r) => ({
        id: r.id,
        postId: r.id,
        // An artist post's title is part of what it says.
        text: r.title ? `${r.title}\n\n${r.text}` : r.text,
        status: r.status,
        createdAt: r.createdAt,
        author: authorOf(r.authorId, r),
      }));
    },

    async comments(ids: string[]): Promise<QueuedContent[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({
          id: postComments.id,
          postId: postComments.postId,
          text: postComments.body,
          status: postComments.status,
          createdAt: postComments.createdAt,
          authorId: postComments.authorId,
          ...authorColumns,
        })
        .from(postComments)
        .leftJoin(profiles, eq(profiles.userId, postComments.authorId))
        .where(inArray(postComments.id, ids));
      return rows.map((r) => ({
        id: r.id,
        postId: r.postId,
        text: r.text,
        status: r.status,
        createdAt: r.createdAt,
        author: authorOf(r.authorId, r),
      }));
    },

    /** Open reports of these targets, counted per reason. */
    async openReports(type: TargetType, ids: string[]) {
      if (!ids.length) return [];
      return db
        .select({
          targetId: contentReports.targetId,
          reason: contentReports.reason,
          count: sql<number>`count(*)::int`,
        })
        .from(contentReports)
        .where(
          and(
            eq(contentReports.status, 'open'),
            eq(contentReports.targetType, type),
            inArray(contentReports.targetId, ids),
          ),
        )
        .groupBy(contentReports.targetId, contentReports.reason);
    },
  };
}
export type ModerationQueueRepository = ReturnType<typeof moderationQueueRepository>;

/** Posts from before the club (admin content) may have no author: they are the artist's. */
function authorOf(authorId: string | null, row: Omit<AuthorRow, 'id'>): AuthorRow {
  const { displayName, avatarUrl, role, subscriptionTier } = row;
  if (authorId) return { id: authorId, displayName, avatarUrl, role, subscriptionTier };
  return {
    id: 'artist',
    displayName: 'The artist',
    avatarUrl: null,
    role: 'artist',
    subscriptionTier: null,
  };
}
