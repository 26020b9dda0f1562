import { useState } from 'react';
import { toast } from '../../../lib/toast';
import type { ChatMessage } from '@fanclub/shared/schemas/live-chat';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { deleteChatMessage, muteChatMember } from '../api/live-chat-api';
import { serverMessage } from '../api/live-api';
import type { ModerationAction } from './chat-message-item';
import { useT } from '../../../lib/i18n/i18n-context';

type Pending = { action: ModerationAction; message: ChatMessage };

/**
 * The artist's and admins' moderation of one chat line: `ask` opens the confirmation, the dialog
 * deletes the message or mutes its author (the server checks who may), and says how it went.
 */
export function useChatModeration(streamId: string, removeMessage: (id: string) => void) {
  const t = useT();
  const [pending, setPending] = useState<Pending | null>(null);
  const [working, setWorking] = useState(false);

  async function confirm() {
    if (!pending) return;
    const { action, message } = pending;
    setWorking(true);
    try {
      if (action === 'delete') {
        await deleteChatMessage(streamId, message.id);
        removeMessage(message.id);
        toast.success(t('media.messageDeleted'));
      } else {
        await muteChatMember(streamId, message.userId);
        toast.success(t('media.isMuted', { name: message.displayName }), {
          description: t('media.isMutedDetail'),
        });
      }
      setPending(null);
    } catch (error) {
      toast.error(action === 'delete' ? t('media.deleteFailed') : t('media.muteFailed'), {
        description: serverMessage(error, t('media.pleaseRetry')),
      });
    } finally {
      setWorking(false);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title={
        pending?.action === 'mute'
          ? t('media.muteConfirm', { name: pending.message.displayName })
          : t('media.deleteConfirm')
      }
      description={
        pending?.action === 'mute' ? t('media.muteConfirmDetail') : t('media.deleteConfirmDetail')
      }
      confirmLabel={pending?.action === 'mute' ? t('media.mute') : t('media.delete')}
      cancelLabel={t('media.cancel')}
      destructive
      pending={working}
      onConfirm={() => void confirm()}
    />
  );

  return {
    ask: (action: ModerationAction, message: ChatMessage) => setPending({ action, message }),
    dialog,
  };
}
