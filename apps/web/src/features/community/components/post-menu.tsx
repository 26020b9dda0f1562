import { useState } from 'react';
import { Flag, Pencil, Trash2 } from 'lucide-react';
import type { Post } from '@fanclub/shared/schemas/community';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeletePost } from '../hooks/use-post-actions';
import { ActionSheet } from './action-sheet';
import type { SheetAction } from './action-sheet';
import { EditPostDialog } from './edit-post-dialog';
import { ReportDialog } from './report-dialog';

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
  const [dialog, setDialog] = useState<'report' | 'edit' | 'delete' | null>(null);
  const remove = useDeletePost(onDeleted);
  const actions: SheetAction[] = [];
  if (post.canEdit && post.body !== null)
    actions.push({ label: 'Edit post', icon: Pencil, onSelect: () => setDialog('edit') });
  if (post.canDelete)
    actions.push({
      label: 'Delete post',
      icon: Trash2,
      destructive: true,
      onSelect: () => setDialog('delete'),
    });
  if (signedIn && !post.canEdit)
    actions.push({ label: 'Report post', icon: Flag, onSelect: () => setDialog('report') });
  if (actions.length === 0) return null;
  const close = (open: boolean) => !open && setDialog(null);
  return (
    <>
      <ActionSheet
        title="Post options"
        buttonLabel={`Options for the post by ${post.author.displayName}`}
        actions={actions}
      />
      {dialog === 'report' && (
        <ReportDialog open onOpenChange={close} targetType="post" targetId={post.id} />
      )}
      {dialog === 'edit' && <EditPostDialog open onOpenChange={close} post={post} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={close}
        title="Delete this post?"
        description="It disappears from the feed with its comments. This cannot be undone."
        confirmLabel="Delete post"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(post, { onSettled: () => setDialog(null) })}
      />
    </>
  );
}
