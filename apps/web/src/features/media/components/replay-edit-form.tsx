import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STREAM_AUDIENCE_TIERS } from '@fanclub/shared/access';
import type { StreamAudienceTier } from '@fanclub/shared/access';
import type { ReplaySummary } from '@fanclub/shared/schemas/replays';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select';
import { SwitchRow } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../api/live-api';
import { replayApi, replayKeys } from '../api/replays-api';
import { useT } from '../../../lib/i18n/i18n-context';
import { tierName } from '../../../lib/i18n/member-labels';

/** The artist's and admins' controls: rename, tier, hide, cut start and end (seconds), delete. */
export function ReplayEditForm({
  replay,
  onDeleted,
}: {
  replay: ReplaySummary;
  onDeleted: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(replay.title);
  const [tier, setTier] = useState<StreamAudienceTier>(replay.audienceTier);
  const [hidden, setHidden] = useState(replay.hidden);
  const [trimStart, setTrimStart] = useState(String(replay.trimStartSec));
  const [trimEnd, setTrimEnd] = useState(
    replay.trimEndSec === null ? '' : String(replay.trimEndSec),
  );
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: replayKeys.all });

  const save = useMutation({
    mutationFn: () =>
      replayApi.update(replay.id, {
        title,
        audienceTier: tier,
        hidden,
        trimStartSec: Number(trimStart) || 0,
        trimEndSec: trimEnd.trim() === '' ? null : Number(trimEnd),
      }),
    onSuccess: () => {
      toast.success(t('media.replaySaved'));
      void refresh();
    },
    onError: (error) =>
      toast.error(t('media.notSaved'), {
        description: serverMessage(error, t('media.pleaseRetry')),
      }),
  });
  const remove = useMutation({
    mutationFn: () => replayApi.remove(replay.id),
    onSuccess: () => {
      toast.success(t('media.replayDeleted'));
      void refresh();
      onDeleted();
    },
    onError: (error) =>
      toast.error(t('media.notDeleted'), {
        description: serverMessage(error, t('media.pleaseRetry')),
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-2xl bg-stage-900 p-4"
      aria-label={t('media.editReplay')}
    >
      <TextField
        label={t('media.title')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
      />
      <SelectField
        label={t('media.audience')}
        value={tier}
        onValueChange={(value) => setTier(value as StreamAudienceTier)}
        options={STREAM_AUDIENCE_TIERS.map((tier) => ({ value: tier, label: tierName(t, tier) }))}
      />
      <SwitchRow
        label={t('media.hidden')}
        description={t('media.hiddenDetail')}
        checked={hidden}
        onCheckedChange={setHidden}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('media.startAt')}
          type="number"
          min={0}
          inputMode="numeric"
          value={trimStart}
          onChange={(e) => setTrimStart(e.target.value)}
        />
        <TextField
          label={t('media.endAt')}
          type="number"
          min={1}
          inputMode="numeric"
          placeholder={String(replay.recordedSec)}
          value={trimEnd}
          onChange={(e) => setTrimEnd(e.target.value)}
        />
      </div>
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {t('media.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
          {t('media.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('media.deleteReplayConfirm')}
        description={t('media.deleteReplayDetail')}
        confirmLabel={t('media.deleteReplay')}
        cancelLabel={t('media.keepIt')}
        onConfirm={() => remove.mutate()}
        pending={remove.isPending}
        destructive
      />
    </form>
  );
}
