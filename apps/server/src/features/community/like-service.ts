import { COMMUNITY_LOCKED } from '@fanclub/shared/schemas/community';
import type { LikeResponse, ReportBody } from '@fanclub/shared/schemas/community';
import type { DomainEvents } from '../../plugins/domain-events';
import { HttpError } from '../../plugins/errors';
import type { Viewer } from '../../plugins/viewer';
import type { CommentService } from './comment-service';
import type { LikeRepository } from './like-repository';
import { communityOpen } from './post-access';
import type { PostUpdates } from './post-updates';
import type { ReportRepository } from './report-repository';

export interface LikeDeps {
  comments: CommentService;
  likes: LikeRepository;
  reports: ReportRepository;
  updates: PostUpdates;
  events: DomainEvents;
}

/**
 * Likes (idempotent: liking twice is one like, unliking what was never liked changes nothing)
 * and reports (one per member and target). Both need the target readable by the member.
 */
export function likeService({ comments, likes, reports, updates, events }: LikeDeps) {
  const mayLike = (viewer: Viewer, like: boolean) => {
    // Taking a like back stays possible for a member whose membership ended.
    if (like && !communityOpen(viewer)) throw new HttpError(403, COMMUNITY_LOCKED);
  };

  return {
    async post(viewer: Viewer, postId: string, like: boolean): Promise<LikeResponse> {
      mayLike(viewer, like);
      const post = await comments.readablePost(viewer, postId);
      const result = await likes.likePost(postId, viewer.userId, like);
      if (result.changed) {
        if (like)
          void events.emit('community.post.liked', {
            postId,
            userId: viewer.userId,
            postAuthorId: post.authorId,
          });
        await updates.publish({
          type: 'likes',
          postId,
          likeCount: result.likeCount,
          commentCount: post.commentCount,
        });
      }
      return { liked: like, likeCount: result.likeCount };
    },

    async comment(viewer: Viewer, commentId: string, like: boolean): Promise<LikeResponse> {
      mayLike(viewer, like);
      const { comment } = await comments.visibleComment(viewer, commentId);
      const result = await likes.likeComment(commentId, viewer.userId, like);
      if (result.changed)
        await updates.publish({
          type: 'comment-likes',
          postId: comment.postId,
          commentId,
          likeCount: result.likeCount,
        });
      return { liked: like, likeCount: result.likeCount };
    },

    /** True for the member's first report of the target, false for a repeat (nothing changes). */
    async report(viewer: Viewer, body: ReportBody): Promise<boolean> {
      if (body.targetType === 'post') await comments.readablePost(viewer, body.targetId);
      else await comments.visibleComment(viewer, body.targetId);
      return reports.add({ ...body, reporterId: viewer.userId });
    },
  };
}
export type LikeService = ReturnType<typeof likeService>;
