import { useState } from 'react';
import { Ban, Clock } from 'lucide-react';
import type { Author } from '@fanclub/shared/schemas/community';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useSanction } from './api/moderation-api';

const MUTES = [
  { hours: 1, label: '1 hour' },
  { hours: 24, label: '24 hours' },
  { hours: 24 * 7, label: '7 days' },
] as const;

/** A bottom sheet to mute a member for a set time or ban them; the ban is confirmed in place. */
export function SanctionSheet({
  author,
  open,
  onOpenChange,
}: {
  author: Author;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const sanction = useSanction();
  const [reason, setReason] = useState('');
  const [confirmBan, setConfirmBan] = useState(false);
  const name = author.displayName;

  function apply(kind: 'mute' | 'ban', hours?: number) {
    sanction.mutate(
      { userId: author.id, name, kind, hours, reason: reason.trim() },
      {
        onSuccess: () => {
          setConfirmBan(false);
          setReason('');
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setConfirmBan(false);
        onOpenChange(next);
      }}
      title={`Mute or ban ${name}`}
      description="A muted member can read but not post, comment or like until the mute ends. A ban lasts until you lift it."
    >
      <TextField
        label="Reason (optional)"
        hint="For the moderators' records."
        value={reason}
        maxLength={200}
        onChange={(event) => setReason(event.target.value)}
      />
      <h3 className="mt-5 mb-2 text-sm font-semibold text-stage-300">Mute for</h3>
      <div className="grid grid-cols-3 gap-2">
        {MUTES.map((mute) => (
          <Button
            key={mute.hours}
            variant="secondary"
            className="px-2"
            disabled={sanction.isPending}
            onClick={() => apply('mute', mute.hours)}
            aria-label={`Mute ${name} for ${mute.label}`}
          >
            <Clock aria-hidden className="size-4" />
            {mute.label}
          </Button>
        ))}
      </div>
      <div className="mt-5 border-t border-white/10 pt-5">
        {confirmBan ? (
          <div role="alert">
            <p className="text-sm text-stage-300">
              {name} will not be able to post, comment or like until you lift the ban.
            </p>
            <div className="mt-3 flex gap-2">
              <Button variant="secondary" className="flex-1" onClick={() => setConfirmBan(false)}>
                Cancel
              </Button>
              <Button
                variant="danger"
                className="flex-1"
                disabled={sanction.isPending}
                onClick={() => apply('ban')}
              >
                Yes, ban
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="danger" className="w-full" onClick={() => setConfirmBan(true)}>
            <Ban aria-hidden className="size-4" />
            Ban from the community
          </Button>
        )}
      </div>
    </Modal>
  );
}
