import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment } from '@fanclub/shared/schemas/community';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import { communityApi } from '../api/community-api';
import { addComment, removeComment, updateComment, updatePost } from '../post-cache';
import { problemMessage } from './use-post-actions';

export function useCreateComment(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ text, parentId }: { text: string; parentId?: string }) =>
      communityApi.createComment(postId, text, parentId),
    onSuccess: (comment) => {
      if (comment.status === 'published') {
        if (addComment(client, comment))
          updatePost(client, postId, (p) => ({ ...p, commentCount: p.commentCount + 1 }));
      }
    },
  });
}

export function useLikeComment(postId: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ comment, like }: { comment: Comment; like: boolean }) =>
      communityApi.likeComment(comment.id, like),
    onMutate: ({ comment, like }) =>
      updateComment(client, postId, comment.id, (c) => ({
        ...c,
        likedByMe: like,
        likeCount: Math.max(0, c.likeCount + (like === c.likedByMe ? 0 : like ? 1 : -1)),
      })),
    onSuccess: ({ liked, likeCount }, { comment }) =>
      updateComment(client, postId, comment.id, (c) => ({ ...c, likedByMe: liked, likeCount })),
    onError: (error, { comment }) => {
      updateComment(client, postId, comment.id, (c) => ({
        ...c,
        likedByMe: comment.likedByMe,
        likeCount: comment.likeCount,
      }));
      toast.error(problemMessage(error, t('communityWrite.likeFailed'), t));
    },
  });
}

export function useDeleteComment(postId: string) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment) => communityApi.deleteComment(comment.id),
    onSuccess: (_answer, comment) => {
      removeComment(client, postId, comment.id);
      updatePost(client, postId, (p) => ({ ...p, commentCount: Math.max(0, p.commentCount - 1) }));
      toast.success(t('communityWrite.commentDeleted'));
    },
    onError: (error) =>
      toast.error(problemMessage(error, t('communityWrite.commentDeleteError'), t)),
  });
}
