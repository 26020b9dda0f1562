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

/** A refusal to read: the status and the message the reader gets. */
interface Refusal {
  status: 401 | 403 | 404 | 410;
  message: string;
}

/**
 * Why this viewer may not read this post, or null. Guests read the artist's free posts. A held or
 * hidden post is shown only to its author and the moderators (404 to anyone else, as if it did not
 * exist); a deleted one is 410. Plain data, not an Error: a feed page asks it for every card, and
 * an Error captures a stack trace each time.
 */
function readRefusal(viewer: Viewer | null, post: PostGate): Refusal | null {
  if (post.deletedAt) return { status: 410, message: POST_GONE };
  const mine = viewer !== null && viewer.userId === post.authorId;
  if (post.status !== 'published' && !mine && !isModerator(viewer)) {
    return { status: 404, message: 'Post not found.' };
  }
  if (isModerator(viewer) || mine) return null;
  if (post.kind === 'fan' && !communityOpen(viewer))
    return { status: 403, message: COMMUNITY_LOCKED };
  if (post.requiredTier === 'free') return null;
  if (!viewer) return { status: 401, message: 'Please sign in to continue.' };
  if (!meetsTier(viewer, post.requiredTier)) {
    return { status: 403, message: `This post is for ${tierLabel(post.requiredTier)} members.` };
  }
  return null;
}

/** Whether the body of a post (in a feed card) is shown to this viewer. */
export const postUnlocked = (viewer: Viewer | null, post: PostGate): boolean =>
  readRefusal(viewer, post) === null;

/** The error a reader who may not read this post gets (see readRefusal), or null. */
export function postReadRefusal(viewer: Viewer | null, post: PostGate): HttpError | null {
  const refusal = readRefusal(viewer, post);
  return refusal && new HttpError(refusal.status, refusal.message);
}
