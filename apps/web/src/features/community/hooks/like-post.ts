import type { QueryClient } from '@tanstack/react-query';
import type { Post } from '@fanclub/shared/schemas/community';
import { toast } from '../../../lib/toast';
import { communityApi } from '../api/community-api';
import { updatePost } from '../post-cache';
import { problemMessage } from './use-post-actions';

/**
 * Like or unlike at once; the count goes back if the server says no. Loaded on first use
 * (post-card.tsx), with the cache code it needs: liking is not part of the feed's first load.
 */
export async function likePost(client: QueryClient, post: Post, like: boolean): Promise<void> {
  updatePost(client, post.id, (p) => ({
    ...p,
    likedByMe: like,
    likeCount: Math.max(0, p.likeCount + (like === p.likedByMe ? 0 : like ? 1 : -1)),
  }));
  try {
    const { liked, likeCount } = await communityApi.likePost(post.id, like);
    updatePost(client, post.id, (p) => ({ ...p, likedByMe: liked, likeCount }));
  } catch (error) {
    updatePost(client, post.id, (p) => ({
      ...p,
      likedByMe: post.likedByMe,
      likeCount: post.likeCount,
    }));
    toast.error(problemMessage(error, 'Your like could not be saved. Please try again.'));
  }
}
