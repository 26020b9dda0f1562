import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post, ReportBody } from '@fanclub/shared/schemas/community';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import type { Translator } from '../../../lib/i18n/translator';
import { communityApi } from '../api/community-api';
import { removePostFromFeeds, updatePost } from '../post-cache';

/** The server's words when it said no for a reason a member can act on; ours otherwise. */
export function problemMessage(error: unknown, fallback: string, t: Translator['t']): string {
  if (error instanceof ApiError) {
    // Slow mode and the abuse limits say how long to wait; a bare 429 gets our words.
    if (error.status === 429)
      return error.message && error.message !== 'Too Many Requests'
        ? error.message
        : t('communityWrite.tooManyTries');
    if (error.status < 500 && error.message) return error.message;
  }
  return fallback;
}

export function useDeletePost(onDeleted?: () => void) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (post: Post) => communityApi.deletePost(post.id),
    onSuccess: (_answer, post) => {
      removePostFromFeeds(client, post.id);
      toast.success(t('communityWrite.postDeleted'));
      onDeleted?.();
    },
    onError: (error) => toast.error(problemMessage(error, t('communityWrite.postDeleteError'), t)),
  });
}

export function useEditPost() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ post, text }: { post: Post; text: string }) =>
      communityApi.updatePost(post.id, text),
    onSuccess: (answer, { post, text }) => {
      updatePost(client, post.id, (p) => ({
        ...p,
        ...answer.post,
        body: answer.post.body ?? text,
      }));
      toast.success(t('communityWrite.postUpdated'));
    },
  });
}

export function useReport() {
  const t = useT();
  return useMutation({
    mutationFn: (body: ReportBody) => communityApi.report(body),
    onSuccess: () => toast.success(t('communityWrite.reportThanks')),
  });
}
