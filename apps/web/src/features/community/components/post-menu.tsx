import { lazy, Suspense, useState } from 'react';
import type { Post } from '@fanclub/shared/schemas/community';
import { MenuButton } from './menu-button';
import { postActions } from './post-options';
import { useT } from '../../../lib/i18n/i18n-context';
import { loadRouteMessages } from '../../../lib/i18n/route-messages';

// The sheet, its dialogs and their code (Radix Dialog, the edit and report forms) are fetched as
// the "…" button is approached, not with the feed: they are not part of its first load.
const loadSheet = () =>
  Promise.all([import('./post-menu-sheet'), loadRouteMessages(['communityWrite'])]).then(
    ([m]) => m,
  );
const PostMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.PostMenuSheet })));

/** "…" on a post: Report for everyone signed in; Edit and Delete when the server allows them. */
export function PostMenu({
  post,
  signedIn,
  onDeleted,
}: {
  post: Post;
  signedIn: boolean;
  onDeleted?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const t = useT();
  if (postActions(post, signedIn).length === 0) return null;
  return (
    <>
      <MenuButton
        label={t('community.postOptions', { name: post.author.displayName })}
        onOpen={() => {
          setOpened(true);
          setOpen(true);
        }}
        onWarm={() => void loadSheet()}
      />
      {opened && (
        <Suspense fallback={null}>
          <PostMenuSheet
            post={post}
            signedIn={signedIn}
            open={open}
            onOpenChange={setOpen}
            onDeleted={onDeleted}
          />
        </Suspense>
      )}
    </>
  );
}
