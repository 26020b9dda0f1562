import {
  COMMENT_GONE,
  COMMENTS_PAGE_SIZE,
  COMMUNITY_LOCKED,
  REPLIES_ONE_LEVEL,
  slowModeMessage,
} from '@fanclub/shared/schemas/community';
import { CommentsResponse, CommentThread } from '@fanclub/shared/schemas/community';
import type { Comment } from '@fanclub/shared/schemas/community';
import type { CounterStore } from '../../lib/counter-store';
import { jsonCards, jsonWithCards } from '../../lib/json-cards';
import { decodeCursor, nextCursor } from '../../lib/keyset-cursor';
import type { DomainEvents } from '../../plugins/domain-events';
import { HttpError } from '../../plugins/errors';
import type { ReadCache } from '../../plugins/read-cache';
import type { Viewer } from '../../plugins/viewer';
import { authorView } from './author-view';
import type { CommentRepository, CommentRow, Reader } from './comment-repository';
import { communityOpen, isModerator, postReadRefusal } from './post-access';
import type { PostUpdates } from './post-updates';
import type { WriteGuard } from './write-guard';

export interface CommentDeps {
  repo: CommentRepository;
  guard: WriteGuard;
  counters: CounterStore;
  updates: PostUpdates;
  events: DomainEvents;
  /** The process's read cache (plugins/read-cache.ts): emptied by every write through it. */
  cache: Pick<ReadCache, 'get'>;
}

/**
 * How long a post's gate and a page of its published comments (with their reply previews) are
 * read once for every reader in this process. A write through this process empties the cache
 * before it answers, so a member sees their own comment or like at once; others within this
 * (and live over SSE), and a write made by another process within this too.
 */
const COMMENTS_READ_TTL_MS = 1_000;
const EVERYONE: Reader = { userId: null, seesAll: false };
/** A comments answer but its threads, which are serialised one at a time (lib/json-cards.ts). */
const CommentsEnvelope = CommentsResponse.omit({ comments: true });

/** A second comment inside a post's slow-mode window; the route sends retry-after with it. */
export class SlowModeError extends HttpError {
  constructor(
    seconds: number,
    readonly retryAfterSeconds: number,
  ) {
    super(429, slowModeMessage(seconds));
  }
}

const readerOf = (viewer: Viewer | null): Reader => ({
  userId: viewer?.userId ?? null,
  seesAll: isModerator(viewer),
});

const byKey = (row: CommentRow) => ({ at: row.createdAt, id: row.id });

/** A comment as `viewer` sees it. */
export function commentView(row: CommentRow, viewer: Viewer | null): Comment {
  return {
    id: row.id,
    postId: row.postId,
    parentId: row.parentId,
    author: authorView(row.author),
    byArtist: row.byArtist,
    body: row.body,
    status: row.status,
    likeCount: row.likeCount,
    likedByMe: Boolean(row.likedByMe),
    replyCount: row.replyCount,
    createdAt: row.createdAt.toISOString(),
    canDelete: viewer !== null && (viewer.userId === row.author.id || isModerator(viewer)),
  };
}

/** Reading and writing comments: who may, the counts, slow mode, and what is sent live. */
export function commentService({ repo, guard, counters, updates, events, cache }: CommentDeps) {
  const cards = jsonCards();
  /** The post, when `viewer` may read it (404 none, 410 deleted, 403 locked: post-access.ts). */
  async function readablePost(viewer: Viewer | null, postId: string) {
    const post = await repo.post(postId);
    if (!post) throw new HttpError(404, 'Post not found.');
    const refused = postReadRefusal(viewer, post);
    if (refused) throw refused;
    return post;
  }

  /** A comment `viewer` may see, on a post they may read (410 once deleted). */
  async function visibleComment(viewer: Viewer | null, commentId: string) {
    const comment = await repo.comment(commentId);
    if (!comment) throw new HttpError(404, 'Comment not found.');
    const post = await readablePost(viewer, comment.postId);
    if (comment.deletedAt) throw new HttpError(410, COMMENT_GONE);
    const mine = viewer?.userId === comment.authorId;
    if (comment.status !== 'published' && !mine && !isModerator(viewer))
      throw new HttpError(404, 'Comment not found.');
    return { comment, post };
  }

  /**
   * Slow mode: one comment per member per window on this post, counted in the shared counters
   * (Redis when scaled out), so a second process does not reset it. Staff are exempt.
   */
  async function slowMode(viewer: Viewer, postId: string, seconds: number) {
    if (seconds <= 0 || isModerator(viewer)) return null;
    const key = `community-slow:${postId}:${viewer.userId}`;
    const count = await counters.increment(key, seconds);
    if (count === 1) {
      await counters.setJson(`${key}:at`, Date.now(), seconds);
      return key;
    }
    const since = await counters.getJson<number>(`${key}:at`);
    const wait = since === null ? seconds : Math.ceil((since + seconds * 1000 - Date.now()) / 1000);
    throw new SlowModeError(seconds, Math.max(1, wait));
  }

  async function sendCounts(postId: string) {
    const counts = await repo.counts(postId);
    if (counts) await updates.publish({ type: 'likes', postId, ...counts });
  }

  return {
    readablePost,
    visibleComment,

    /**
     * A page of a post's comments, newest first, each with its first replies: JSON
     * (CommentsResponse), put together from threads shared by every reader (lib/json-cards.ts).
     */
    async list(viewer: Viewer | null, postId: string, cursor?: string): Promise<string> {
      const after = decodeCursor(cursor);
      const post = await cache.get(
        `community:comments-post:${postId}`,
        () => repo.post(postId),
        COMMENTS_READ_TTL_MS,
      );
      if (!post) throw new HttpError(404, 'Post not found.');
      const refused = postReadRefusal(viewer, post);
      if (refused) throw refused;
      const reader = readerOf(viewer);
      const pageOf = async (who: Reader) => {
        const rows = await repo.page(postId, who, after);
        return {
          rows,
          replies: await repo.previews(
            rows.map((r) => r.id),
            who,
          ),
        };
      };
      const thread = (row: CommentRow, replies: CommentRow[]): CommentThread => ({
        ...commentView(row, viewer),
        replies: replies.filter((r) => r.parentId === row.id).map((r) => commentView(r, viewer)),
      });
      const answer = (rows: CommentRow[], threads: string[]) =>
        jsonWithCards(
          'comments',
          threads,
          CommentsEnvelope.parse({ nextCursor: nextCursor(rows, COMMENTS_PAGE_SIZE, byKey) }),
        );
      // Moderators see held comments, so theirs is read for them; everyone else shares the page
      // of published comments, with their likes laid on top, unless they have a held comment of
      // their own on the post (only they see it): then theirs is read for them too.
      if (!reader.seesAll) {
        const key = `community:comments:${postId}:${after ? `${after.at.getTime()}/${after.id}` : ''}`;
        const shared = await cache.get(key, () => pageOf(EVERYONE), COMMENTS_READ_TTL_MS);
        // Kept per reader for the same second: their own like or comment through this process
        // empties the cache at once; one made through another process shows within the second.
        const overlay = reader.userId
          ? await cache.get(
              `${key}:${shared.rows[0]?.id ?? ''}:reader:${reader.userId}`,
              () =>
                repo.readerOverlay(postId, reader.userId!, [
                  ...shared.rows.map((r) => r.id),
                  ...shared.replies.map((r) => r.id),
                ]),
              COMMENTS_READ_TTL_MS,
            )
          : null;
        if (!overlay?.held) {
          const liked = overlay?.liked ?? new Set<string>();
          const mark = (row: CommentRow) => ({ ...row, likedByMe: liked.has(row.id) });
          const ownThread = (row: CommentRow) =>
            [row, ...shared.replies.filter((r) => r.parentId === row.id)].some(
              (r) => liked.has(r.id) || r.author.id === reader.userId,
            );
          const owns = shared.rows.map(ownThread);
          // The whole answer is kept too: for everyone when nothing on it is the reader's own.
          const page = `page:${owns.includes(true) ? reader.userId : ''}`;
          return cards.card(shared, page, () =>
            answer(
              shared.rows,
              shared.rows.map((row, i) =>
                // Not the reader's own (written or liked): the same thread for every reader.
                cards.card(shared, owns[i] ? `${reader.userId}:${row.id}` : row.id, () =>
                  JSON.stringify(CommentThread.parse(thread(mark(row), shared.replies.map(mark)))),
                ),
              ),
            ),
          );
        }
      }
      const { rows, replies } = await pageOf(reader);
      return answer(
        rows,
        rows.map((row) => JSON.stringify(CommentThread.parse(thread(row, replies)))),
      );
    },

    async replies(viewer: Viewer | null, commentId: string, cursor?: string) {
      const after = decodeCursor(cursor);
      const { comment } = await visibleComment(viewer, commentId);
      if (comment.parentId) throw new HttpError(400, REPLIES_ONE_LEVEL);
      const rows = await repo.replies(commentId, readerOf(viewer), after);
      return {
        replies: rows.map((row) => commentView(row, viewer)),
        nextCursor: nextCursor(rows, COMMENTS_PAGE_SIZE, byKey),
      };
    },

    async create(viewer: Viewer, postId: string, text: string, parentId?: string) {
      if (!communityOpen(viewer)) throw new HttpError(403, COMMUNITY_LOCKED);
      // The writer's mute or ban is read with the post (one round trip); its refusal still comes
      // after the post's and the parent's, as before.
      const found = await repo.postForWriter(postId, viewer.userId);
      if (!found) throw new HttpError(404, 'Post not found.');
      const { post, sanction } = found;
      const refused = postReadRefusal(viewer, post);
      if (refused) throw refused;
      let parentAuthorId: string | null = null;
      if (parentId) {
        const parent = await repo.comment(parentId);
        if (!parent || parent.postId !== postId || parent.parentId !== null)
          throw new HttpError(400, REPLIES_ONE_LEVEL);
        if (parent.deletedAt) throw new HttpError(410, COMMENT_GONE);
        // A comment held for review is not there to answer, except for its author and moderators.
        if (
          parent.status !== 'published' &&
          parent.authorId !== viewer.userId &&
          !isModerator(viewer)
        )
          throw new HttpError(404, 'Comment not found.');
        parentAuthorId = parent.authorId;
      }
      guard.assertNotSanctioned(sanction);
      const slowKey = await slowMode(viewer, postId, post.slowModeSeconds);
      const heldFor = await guard.heldFor(text);
      const byArtist = isModerator(viewer);
      let row: CommentRow;
      try {
        row = await repo.create({
          postId,
          parentId: parentId ?? null,
          authorId: viewer.userId,
          byArtist,
          body: text,
          status: heldFor ? 'held' : 'published',
        });
      } catch (err) {
        // Nothing was written: the member's slow-mode turn is not used up.
        if (slowKey) await counters.reset(slowKey);
        throw err;
      }
      const { id } = row;
      const comment = commentView(row, viewer);
      // Counted in before the answer (with the comments written beside it: one update of the
      // post's row for all of them), so whoever reads the post next sees it counted.
      const counts = heldFor ? null : await repo.countIn(postId, parentId ?? null);
      if (!heldFor) {
        // The name and text ride along, so the inbox does not read them back from the database.
        void events.emit('community.comment.published', {
          commentId: id,
          postId,
          parentId: parentId ?? null,
          authorId: viewer.userId,
          byArtist,
          postAuthorId: post.authorId,
          parentAuthorId,
          authorName: comment.author.displayName,
          text,
        });
        await updates.publish({
          type: 'comment',
          postId,
          comment: { ...comment, likedByMe: false, canDelete: false },
        });
        // The counts came back from the write that moved them: no read of the post again. One
        // comment of each batch sends them (the last, with every comment of it counted in).
        if (counts) await updates.publish({ type: 'likes', postId, ...counts });
      }
      return comment;
    },

    async remove(viewer: Viewer, commentId: string) {
      const comment = await repo.comment(commentId);
      if (!comment) throw new HttpError(404, 'Comment not found.');
      if (comment.deletedAt) throw new HttpError(410, COMMENT_GONE);
      const mine = comment.authorId === viewer.userId;
      if (!mine && !isModerator(viewer))
        throw new HttpError(403, 'You can only delete your own comments.');
      const audit = mine ? null : { actorId: viewer.userId, authorId: comment.authorId };
      if (!(await repo.softDelete(commentId, audit))) throw new HttpError(410, COMMENT_GONE);
      await updates.publish({ type: 'comment-removed', postId: comment.postId, commentId });
      await sendCounts(comment.postId);
    },

    sendCounts,
  };
}
export type CommentService = ReturnType<typeof commentService>;
