import type { Post } from '@fanclub/shared/schemas/community';
import type { Viewer } from '../../plugins/viewer';
import { authorView } from './author-view';
import { isModerator, postUnlocked } from './post-access';
import type { PostRow } from './post-repository';

/** Seeded news written before posts had authors: signed by the artist. */
const ARTIST_AUTHOR_ID = 'artist';

/**
 * A post as this viewer sees it. The body of a post above their tier is null (it never leaves the
 * server), and so are its images; the news card's cover stays, as a teaser, as it always did.
 */
export function postView(row: PostRow, viewer: Viewer | null): Post {
  const unlocked = postUnlocked(viewer, row);
  const mine = viewer !== null && row.authorId === viewer.userId;
  const cover = row.cover ? [row.cover] : [];
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: unlocked ? row.body : null,
    images: unlocked && row.images.length ? row.images : cover,
    requiredTier: row.requiredTier,
    locked: !unlocked,
    author: authorView(
      row.authorId
        ? {
            id: row.authorId,
            displayName: row.displayName,
            avatarUrl: row.avatarUrl,
            role: row.role,
            subscriptionTier: row.subscriptionTier,
          }
        : {
            id: ARTIST_AUTHOR_ID,
            displayName: row.artistName,
            avatarUrl: null,
            role: 'artist',
            subscriptionTier: null,
          },
    ),
    status: row.status,
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    likedByMe: Boolean(row.likedByMe),
    slowModeSeconds: row.slowModeSeconds,
    createdAt: row.createdAt.toISOString(),
    canEdit: mine && row.deletedAt === null,
    canDelete: (mine || isModerator(viewer)) && row.deletedAt === null,
  };
}
