import type { QueryClient } from '@tanstack/react-query';
import type { Post } from '@fanclub/shared/schemas/community';
import { toast } from '../../../lib/toast';
import { loadRouteMessages } from '../../../lib/i18n/route-messages';
import type { Translator } from '../../../lib/i18n/translator';
import { communityApi } from '../api/community-api';
import { updatePost } from '../post-cache';
import { problemMessage } from './use-post-actions';

/**
 * Like or unlike at once; the count goes back if the server says no. Loaded on first use
 * (post-card.tsx), with the cache code it needs: liking is not part of the feed's first load.
 * Nor are the words of its rare failure: their namespace comes only when the toast is shown.
 */
export async function likePost(
  client: QueryClient,
  post: Post,
  like: boolean,
  t: Translator['t'],
): Promise<void> {
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
    // This module came over the network moments ago, so its texts will too; if they do not, the
    // heart and count going back still tell the member, and no key is shown instead of words.
    const texts = await loadRouteMessages(['communityWrite']).then(
      () => true,
      () => false,
    );
    if (texts) toast.error(problemMessage(error, t('communityWrite.likeFailed'), t));
  }
}
