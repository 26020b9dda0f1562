import { can } from '@fanclub/shared/permissions';
import { tierLabel } from '@fanclub/shared/labels';
import { meetsTier } from '@fanclub/shared/roles';
import type { Tier } from '@fanclub/shared/roles';
import { COMMUNITY_LOCKED, POST_GONE } from '@fanclub/shared/schemas/community';
import { HttpError } from '../../plugins/errors';
import type { Viewer } from '../../plugins/viewer';

/** The columns of a post that decide who may read it. */
export interface PostGate {
  kind: 'artist' | 'fan';
  requiredTier: Tier;
  status: 'published' | 'held' | 'hidden';
  deletedAt: Date | null;
  authorId: string | null;
}

/** Artist and admin: they moderate, and read and write everywhere in the club. */
export const isModerator = (viewer: Viewer | null): boolean =>
  can(viewer?.role, 'moderateCommunity');

/** Fans' posts, comments and likes are a Fan+ perk (spec section 6); staff are always in. */
export const communityOpen = (viewer: Viewer | null): boolean =>
  isModerator(viewer) || (viewer !== null && meetsTier(viewer, 'fanplus'));

/** Whether the body of a post (in a feed card) is shown to this viewer. */
export const postUnlocked = (viewer: Viewer | null, post: PostGate): boolean =>
  postReadRefusal(viewer, post) === null;

/**
 * Why this viewer may not read this post, or null. Guests read the artist's free posts. A held or hidden post is shown only to its
 * author and the moderators (404 to anyone else, as if it did not exist); a deleted one is 410.
 */
export function postReadRefusal(viewer: Viewer | null, post: PostGate): HttpError | null {
  if (post.deletedAt) return new HttpError(410, POST_GONE);
  const mine = viewer !== null && viewer.userId === post.authorId;
  if (post.status !== 'published' && !mine && !isModerator(viewer)) {
    return new HttpError(404, 'Post not found.');
  }
  if (isModerator(viewer) || mine) return null;
  if (post.kind === 'fan' && !communityOpen(viewer)) return new HttpError(403, COMMUNITY_LOCKED);
  if (post.requiredTier === 'free') return null;
  if (!viewer) return new HttpError(401, 'Please sign in to continue.');
  if (!meetsTier(viewer, post.requiredTier)) {
    return new HttpError(403, `This post is for ${tierLabel(post.requiredTier)} members.`);
  }
  return null;
}
