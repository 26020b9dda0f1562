import { useState } from 'react';
import { Ban, Clock } from 'lucide-react';
import type { Author } from '@fanclub/shared/schemas/community';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { useSanction } from './api/moderation-api';
import { useT } from '../../../lib/i18n/i18n-context';

const MUTES = [
  { hours: 1, label: 'moderation.mute1h' },
  { hours: 24, label: 'moderation.mute24h' },
  { hours: 24 * 7, label: 'moderation.mute7d' },
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
  const t = useT();
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
      title={t('moderation.muteOrBanName', { name })}
      description={t('moderation.sanctionHint')}
    >
      <TextField
        label={t('moderation.reasonOptional')}
        hint={t('moderation.reasonHint')}
        value={reason}
        maxLength={200}
        onChange={(event) => setReason(event.target.value)}
      />
      <h3 className="mt-5 mb-2 text-sm font-semibold text-stage-300">{t('moderation.muteFor')}</h3>
      <div className="grid grid-cols-3 gap-2">
        {MUTES.map((mute) => (
          <Button
            key={mute.hours}
            variant="secondary"
            className="px-2"
            disabled={sanction.isPending}
            onClick={() => apply('mute', mute.hours)}
            aria-label={t('moderation.muteNameFor', { name, duration: t(mute.label) })}
          >
            <Clock aria-hidden className="size-4" />
            {t(mute.label)}
          </Button>
        ))}
      </div>
      <div className="mt-5 border-t border-white/10 pt-5">
        {confirmBan ? (
          <div role="alert">
            <p className="text-sm text-stage-300">{t('moderation.banWarning', { name })}</p>
            <div className="mt-3 flex gap-2">
              <Button variant="secondary" className="flex-1" onClick={() => setConfirmBan(false)}>
                {t('moderation.cancel')}
              </Button>
              <Button
                variant="danger"
                className="flex-1"
                disabled={sanction.isPending}
                onClick={() => apply('ban')}
              >
                {t('moderation.yesBan')}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="danger" className="w-full" onClick={() => setConfirmBan(true)}>
            <Ban aria-hidden className="size-4" />
            {t('moderation.banFromCommunity')}
          </Button>
        )}
      </div>
    </Modal>
  );
}
