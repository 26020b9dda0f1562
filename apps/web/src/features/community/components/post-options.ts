import type { Post } from '@fanclub/shared/schemas/community';

// Which options a post's "…" offers: post-menu.tsx needs it to show the button at all, the sheet
// it loads on first use (post-menu-sheet.tsx) to list them.

export type PostAction = 'edit' | 'delete' | 'report';

/** A post's options for this reader, in order: none, and there is no "…" button. */
export function postActions(post: Post, signedIn: boolean): PostAction[] {
  const kinds: PostAction[] = [];
  if (post.canEdit && post.body !== null) kinds.push('edit');
  if (post.canDelete) kinds.push('delete');
  if (signedIn && !post.canEdit) kinds.push('report');
  return kinds;
}
