import { useState } from 'react';
import { Flag, Pencil, Trash2 } from 'lucide-react';
import type { Post } from '@fanclub/shared/schemas/community';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { useDeletePost } from '../hooks/use-post-actions';
import { SheetActionList } from './action-sheet';
import type { SheetAction } from './action-sheet';
import { EditPostDialog } from './edit-post-dialog';
import { postActions } from './post-options';
import type { PostAction } from './post-options';
import { ReportDialog } from './report-dialog';
import { useT } from '../../../lib/i18n/i18n-context';
import type { MessageKey } from '../../../lib/i18n/translator';

/**
 * A post's options sheet and the dialogs its rows open (loaded by post-menu.tsx on first use):
 * Report for everyone signed in; Edit and Delete when the server allows them.
 */
export function PostMenuSheet({
  post,
  signedIn,
  open,
  onOpenChange,
  onDeleted,
}: {
  post: Post;
  signedIn: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const [dialog, setDialog] = useState<PostAction | null>(null);
  const t = useT();
  const remove = useDeletePost(onDeleted);
  const actions = postActions(post, signedIn).map((kind): SheetAction => ({
    ...ACTIONS[kind],
    label: t(ACTIONS[kind].label),
    onSelect: () => setDialog(kind),
  }));
  const close = (next: boolean) => !next && setDialog(null);
  return (
    <>
      <Modal open={open} onOpenChange={onOpenChange} title={t('communityWrite.postOptions')}>
        <SheetActionList actions={actions} close={() => onOpenChange(false)} />
      </Modal>
      {dialog === 'report' && (
        <ReportDialog open onOpenChange={close} targetType="post" targetId={post.id} />
      )}
      {dialog === 'edit' && <EditPostDialog open onOpenChange={close} post={post} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={close}
        title={t('communityWrite.deleteTitle')}
        description={t('communityWrite.deleteHint')}
        confirmLabel={t('communityWrite.deletePost')}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(post, { onSettled: () => setDialog(null) })}
      />
    </>
  );
}

const ACTIONS: Record<PostAction, Omit<SheetAction, 'onSelect' | 'label'> & { label: MessageKey }> =
  {
    edit: { label: 'communityWrite.editPost', icon: Pencil },
    delete: { label: 'communityWrite.deletePost', icon: Trash2, destructive: true },
    report: { label: 'communityWrite.reportPost', icon: Flag },
  };
