import type {
  ModerationAction,
  ModerationActionResult,
  ModerationItem,
  ModerationQueueResponse,
} from '@fanclub/shared/schemas/community';
import { MODERATION_PAGE_SIZE, REPORT_REASONS } from '@fanclub/shared/schemas/community';
import { isUuid } from '../../lib/ids';
import { decodeCursor, nextCursor } from '../../lib/keyset-cursor';
import { HttpError } from '../../plugins/errors';
import type { DomainEvents } from '../../plugins/domain-events';
import { authorView } from './author-view';
import type {
  ModerationQueueRepository,
  QueuedContent,
  TargetType,
} from './moderation-queue-repository';
import type { Acted, ModerationRepository, Transition, Visibility } from './moderation-repository';
import { visible } from './moderation-repository';
import type { WriteGuard } from './write-guard';

type Reason = (typeof REPORT_REASONS)[number];
const isReason = (r: string): r is Reason => (REPORT_REASONS as readonly string[]).includes(r);

const NOUN: Record<TargetType, string> = { post: 'Post', comment: 'Comment' };

/** What each action makes of a post or comment; a throw means it does not apply (nothing changes). */
function transition(type: TargetType, action: ModerationAction, before: Visibility): Transition {
  switch (action) {
    case 'hide':
      return { ...before, status: 'hidden', reports: 'actioned' };
    case 'delete':
      return { ...before, deletedAt: before.deletedAt ?? new Date(), reports: 'actioned' };
    case 'restore':
      return { status: 'published', deletedAt: null, reports: 'actioned' };
    case 'publish':
      if (before.status !== 'held' || before.deletedAt)
        throw new HttpError(409, `This ${type} is not held for review: restore it instead.`);
      return { ...before, status: 'published', reports: 'actioned' };
    case 'dismiss':
      return { ...before, reports: 'dismissed' };
  }
}

export interface ModerationServiceDeps {
  queue: ModerationQueueRepository;
  repo: ModerationRepository;
  guard: WriteGuard;
  events: DomainEvents;
}

/** The moderation queue and the actions on posts and comments (moderation-routes.ts). */
export function moderationService({ queue, repo, guard, events }: ModerationServiceDeps) {
  /** A post or comment that was held (never seen) and is now visible is announced as new. */
  function announce(type: TargetType, acted: Acted) {
    if (acted.before.status !== 'held' || !visible(acted.after)) return;
    const { post, comment } = acted;
    if (type === 'post' && post.authorId) {
      void events.emit('community.post.published', {
        postId: post.id,
        authorId: post.authorId,
        kind: post.kind,
      });
    } else if (comment) {
      void events.emit('community.comment.published', {
        commentId: comment.id,
        postId: post.id,
        parentId: comment.parentId,
        authorId: comment.authorId,
        byArtist: comment.byArtist,
        postAuthorId: post.authorId,
        parentAuthorId: comment.parentAuthorId,
      });
    }
  }

  return {
    /** Held and reported posts and comments, the longest waiting first. */
    async page(cursor: string | undefined): Promise<ModerationQueueResponse> {
      const after = decodeCursor(cursor);
      const keys = await queue.page(after, MODERATION_PAGE_SIZE);
      const ids = (type: TargetType) =>
        keys.filter((k) => k.targetType === type).map((k) => k.targetId);
      const [posts, comments, postReports, commentReports] = await Promise.all([
        queue.posts(ids('post')),
        queue.comments(ids('comment')),
        queue.openReports('post', ids('post')),
        queue.openReports('comment', ids('comment')),
      ]);
      const content = new Map<string, QueuedContent>([
        ...posts.map((p) => [`post:${p.id}`, p] as const),
        ...comments.map((c) => [`comment:${c.id}`, c] as const),
      ]);
      const reports = new Map<string, ModerationItem['reports']>();
      for (const [type, rows] of [
        ['post', postReports],
        ['comment', commentReports],
      ] as const) {
        for (const row of rows) {
          if (!isReason(row.reason)) continue;
          const key = `${type}:${row.targetId}`;
          reports.set(key, [...(reports.get(key) ?? []), { reason: row.reason, count: row.count }]);
        }
      }
      const items: ModerationItem[] = [];
      for (const key of keys) {
        const id = `${key.targetType}:${key.targetId}`;
        const row = content.get(id);
        // Gone between the two reads (a cascade delete): nothing left to moderate.
        if (!row) continue;
        items.push({
          targetType: key.targetType,
          targetId: row.id,
          postId: row.postId,
          author: authorView(row.author),
          text: row.text,
          status: row.status,
          // Read again now: the list may have changed since it was held.
          heldForWord: row.status === 'held' ? await guard.heldFor(row.text) : null,
          reports: (reports.get(id) ?? []).sort((a, b) => b.count - a.count),
          createdAt: row.createdAt.toISOString(),
        });
      }
      return {
        items,
        nextCursor: nextCursor(keys, MODERATION_PAGE_SIZE, (k) => ({
          at: k.since,
          id: k.targetId,
        })),
      };
    },

    async act(
      type: TargetType,
      id: string,
      action: ModerationAction,
      actorId: string,
    ): Promise<ModerationActionResult> {
      const acted = isUuid(id)
        ? await repo.act(type, id, action, actorId, (before) => transition(type, action, before))
        : undefined;
      if (!acted) throw new HttpError(404, `${NOUN[type]} not found.`);
      announce(type, acted);
      return {
        targetType: type,
        targetId: id,
        status: acted.after.status,
        deleted: acted.after.deletedAt !== null,
        reportsClosed: acted.reportsClosed,
      };
    },

    async setSlowMode(postId: string, seconds: number, actorId: string) {
      const row = isUuid(postId) ? await repo.setSlowMode(postId, seconds, actorId) : undefined;
      if (!row) throw new HttpError(404, 'Post not found.');
      return row;
    },
  };
}
export type ModerationService = ReturnType<typeof moderationService>;
