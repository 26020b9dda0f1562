import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context';
import { BadgeCheck, Flag, Pin, Trash2 } from 'lucide-react';
import type { Comment } from '@fanclub/shared/schemas/community';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteComment, useLikeComment } from '../hooks/use-comment-actions';
import { ActionSheet } from './action-sheet';
import type { SheetAction } from './action-sheet';
import { AuthorAvatar, AuthorName } from './author-line';
import { LikeButton } from './like-button';
import { ReportDialog } from './report-dialog';
import { RichText } from './rich-text';

/** The artist's (or an admin's) mark on a comment: a pink "Artist" pill with the tick. */
function ArtistPill({ admin }: { admin: boolean }) {
  const t = useT();
  return (
    <span
      role="img"
      aria-label={admin ? t('community.verifiedAdmin') : t('community.verifiedArtist')}
      className="inline-flex items-center gap-1 rounded-full bg-accent-fill px-1.5 py-px text-[0.6875rem] font-bold text-white"
    >
      <BadgeCheck aria-hidden className="size-3" />
      {admin ? t('communityWrite.admin') : t('communityWrite.artist')}
    </span>
  );
}

/**
 * One comment or reply. Its element id is `comment-<id>` so links from the inbox land on it. An
 * artist's reply is pinned (first under the comment) and highlighted.
 */
export function CommentItem({
  comment,
  signedIn,
  canReply,
  onReply,
}: {
  comment: Comment;
  signedIn: boolean;
  canReply: boolean;
  onReply?: () => void;
}) {
  const t = useT();
  const like = useLikeComment(comment.postId);
  const remove = useDeleteComment(comment.postId);
  const [dialog, setDialog] = useState<'report' | 'delete' | null>(null);
  const isReply = comment.parentId !== null;
  const pinned = isReply && comment.byArtist;
  const who = t('communityWrite.whoseComment', {
    name: comment.author.displayName,
    reply: isReply ? 'yes' : 'no',
  });
  const actions: SheetAction[] = [];
  if (comment.canDelete)
    actions.push({
      label: isReply ? t('communityWrite.deleteReply') : t('communityWrite.deleteComment'),
      icon: Trash2,
      destructive: true,
      onSelect: () => setDialog('delete'),
    });
  else if (signedIn)
    actions.push({
      label: isReply ? t('communityWrite.reportReply') : t('communityWrite.reportComment'),
      icon: Flag,
      onSelect: () => setDialog('report'),
    });

  return (
    <div
      id={`comment-${comment.id}`}
      tabIndex={-1}
      data-testid={pinned ? 'artist-reply' : 'comment'}
      className={`flex scroll-mt-20 gap-3 rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-accent data-linked:ring-2 data-linked:ring-accent-strong data-linked:ring-offset-4 data-linked:ring-offset-stage-950 ${
        comment.byArtist ? 'border border-accent/30 bg-accent-soft p-3' : 'py-1'
      }`}
    >
      <AuthorAvatar author={comment.author} size={isReply ? 'size-8' : 'size-9'} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            {pinned && (
              <p className="mb-0.5 flex items-center gap-1 text-xs font-semibold text-accent-strong">
                <Pin aria-hidden className="size-3" />
                {t('communityWrite.pinnedReply')}
              </p>
            )}
            <AuthorName
              author={comment.author}
              createdAt={comment.createdAt}
              badge={
                comment.byArtist ? <ArtistPill admin={comment.author.badge === 'admin'} /> : null
              }
            />
          </div>
          {actions.length > 0 && (
            // The 44 px target overlaps the rows above and below instead of spacing the text out.
            <div className="-my-2.5">
              <ActionSheet
                title={
                  isReply ? t('communityWrite.replyOptions') : t('communityWrite.commentOptions')
                }
                buttonLabel={t('communityWrite.optionsFor', { who })}
                actions={actions}
              />
            </div>
          )}
        </div>
        <RichText text={comment.body} className="mt-0.5" />
        <div className="-ml-2 flex items-center gap-1">
          <LikeButton
            size="sm"
            liked={comment.likedByMe}
            count={comment.likeCount}
            what={who}
            disabled={!signedIn}
            onToggle={() => like.mutate({ comment, like: !comment.likedByMe })}
          />
          {canReply && onReply && (
            <button
              type="button"
              onClick={onReply}
              aria-label={t('communityWrite.replyTo', { name: comment.author.displayName })}
              className="inline-flex min-h-11 items-center rounded-full px-2 text-sm font-semibold text-stage-300 hover:text-white"
            >
              {t('communityWrite.reply')}
            </button>
          )}
        </div>
      </div>
      {dialog === 'report' && (
        <ReportDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          targetType="comment"
          targetId={comment.id}
        />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={
          isReply ? t('communityWrite.deleteReplyTitle') : t('communityWrite.deleteCommentTitle')
        }
        description={t('communityWrite.cannotUndo')}
        confirmLabel={t('communityWrite.delete')}

        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(comment, { onSettled: () => setDialog(null) })}
      />
    </div>
  );
}
