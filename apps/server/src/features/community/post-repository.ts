// The club's posts: the feed page, one post, and a member's writes to their own posts.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Tier } from '@fanclub/shared/roles';
import type { ImageAsset } from '@fanclub/shared/media';
import type { Db } from '../../db/client';
import { artist } from '../../db/schema/artist';
import { postLikes } from '../../db/schema/community';
import { posts } from '../../db/schema/content';
import { profiles } from '../../db/schema/profiles';
import { auditedRow } from '../../lib/audit';

/** A page ends after this post: its time as the database keeps it (microseconds) and its id. */
export interface FeedAfter {
  time: string;
  id: string;
}

export interface NewPost {
  id: string;
  kind: 'artist' | 'fan';
  title: string;
  body: string;
  requiredTier: Tier;
  images: ImageAsset[];
  authorId: string;
  status: 'published' | 'held';
}

const createdText = sql<string>`to_char(${posts.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Everything a post card needs, in one row: the post, its author and whether the viewer liked it. */
function columns(viewerId: string | null) {
  return {
    id: posts.id,
    kind: posts.kind,
    title: posts.title,
    body: posts.body,
    cover: posts.image,
    images: posts.images,
    requiredTier: posts.requiredTier,
    status: posts.status,
    deletedAt: posts.deletedAt,
    authorId: posts.authorId,
    likeCount: posts.likeCount,
    commentCount: posts.commentCount,
    slowModeSeconds: posts.slowModeSeconds,
    createdAt: posts.createdAt,
    createdText,
    likedByMe: viewerId
      ? sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId})`
      : sql<boolean>`false`,
    displayName: profiles.displayName,
    avatarUrl: profiles.avatarUrl,
    role: profiles.role,
    subscriptionTier: profiles.subscriptionTier,
    /** The artist's news written before posts had authors (seeded) are signed with the artist's name. */
    artistName: artist.name,
  };
}

export function postRepository(db: Db) {
  const select = (viewerId: string | null) =>
    db
      .select(columns(viewerId))
      .from(posts)
      .leftJoin(profiles, eq(profiles.userId, posts.authorId))
      .leftJoin(artist, and(isNull(posts.authorId), eq(artist.id, 1)));

  return {
    /**
     * One page of the feed, newest first. The WHERE matches the partial indexes posts_feed_idx and
     * posts_kind_feed_idx (published, not deleted), and the row comparison on (created_at, id)
     * walks them from the cursor on: no OFFSET, the same cost on every page. It is the query
     * builder (a test reads its SQL and plan); each await runs it again.
     */
    feedPage(options: {
      viewerId: string | null;
      kind: 'artist' | null;
      after: FeedAfter | null;
      limit: number;
    }) {
      const where: SQL[] = [eq(posts.status, 'published'), isNull(posts.deletedAt)];
      if (options.kind) where.push(eq(posts.kind, options.kind));
      if (options.after)
        where.push(
          sql`(${posts.createdAt}, ${posts.id}) < (${options.after.time}::timestamptz, ${options.after.id}::uuid)`,
        );
      return select(options.viewerId)
        .where(and(...where))
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(options.limit);
    },

    async byId(id: string, viewerId: string | null) {
      const [row] = await select(viewerId).where(eq(posts.id, id));
      return row;
    },

    /**
     * Which of these posts the viewer liked: one range of post_likes_user_idx (user_id, post_id),
     * laid over a page read once for everyone (post-service.ts).
     */
    async likedAmong(viewerId: string, postIds: string[]): Promise<Set<string>> {
      if (postIds.length === 0) return new Set();
      const rows = await db
        .select({ id: postLikes.postId })
        .from(postLikes)
        .where(and(eq(postLikes.userId, viewerId), inArray(postLikes.postId, postIds)));
      return new Set(rows.map((r) => r.id));
    },

    async create(post: NewPost) {
      await db.insert(posts).values({
        ...post,
        contentType: 'text',
        // Fans' posts reach no inbox, so there is nothing to fan out; the artist's wait for it.
        fannedOutAt: post.kind === 'fan' ? new Date() : null,
      });
    },

    /** New text for a post; a blocked word holds it again (a hidden one stays hidden). */
    async updateText(id: string, body: string, held: boolean) {
      await db
        .update(posts)
        .set({
          body,
          updatedAt: new Date(),
          ...(held
            ? { status: sql`case when ${posts.status} = 'hidden' then 'hidden' else 'held' end` }
            : {}),
        })
        .where(and(eq(posts.id, id), isNull(posts.deletedAt)));
    },

    /**
     * Soft delete: the row stays so its comments answer 410 instead of vanishing. A moderator
     * removing someone else's post writes the audit entry in the same transaction.
     */
    async softDelete(id: string, moderatorId: string | null) {
      const gone = (tx: Db | Parameters<Parameters<Db['transaction']>[0]>[0]) =>
        tx
          .update(posts)
          .set({ deletedAt: new Date() })
          .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
          .returning({ id: posts.id, title: posts.title, kind: posts.kind });
      if (!moderatorId) return (await gone(db)).length > 0;
      const row = await auditedRow(db, gone, (deleted) => ({
        actorId: moderatorId,
        // The moderation queue's own word for it, so the log reads the same from either place.
        action: 'community.post.delete',
        targetType: 'post',
        targetId: deleted.id,
        details: { title: deleted.title, kind: deleted.kind, by: 'moderator' },
      }));
      return row !== undefined;
    },
  };
}
export type PostRepository = ReturnType<typeof postRepository>;
export type PostRow = NonNullable<Awaited<ReturnType<PostRepository['byId']>>>;
