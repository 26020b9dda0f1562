import { useState } from 'react';
import { toast } from '../../../lib/toast';
import type { ChatMessage } from '@fanclub/shared/schemas/live-chat';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { deleteChatMessage, muteChatMember } from '../api/live-chat-api';
import { serverMessage } from '../api/live-api';
import type { ModerationAction } from './chat-message-item';

type Pending = { action: ModerationAction; message: ChatMessage };

/**
 * The artist's and admins' moderation of one chat line: `ask` opens the confirmation, the dialog
 * deletes the message or mutes its author (the server checks who may), and says how it went.
 */
export function useChatModeration(streamId: string, removeMessage: (id: string) => void) {
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
        toast.success('Message deleted');
      } else {
        await muteChatMember(streamId, message.userId);
        toast.success(`${message.displayName} is muted`, {
          description: 'They can no longer send messages in this stream.',
        });
      }
      setPending(null);
    } catch (error) {
      toast.error(
        action === 'delete' ? 'Could not delete the message' : 'Could not mute this member',
        { description: serverMessage(error, 'Please try again.') },
      );
    } finally {
      setWorking(false);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title={
        pending?.action === 'mute' ? `Mute ${pending.message.displayName}?` : 'Delete this message?'
      }
      description={
        pending?.action === 'mute'
          ? 'They will not be able to send messages for the rest of this stream.'
          : 'It disappears for everyone watching. This cannot be undone.'
      }
      confirmLabel={pending?.action === 'mute' ? 'Mute' : 'Delete'}
      cancelLabel="Cancel"
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
