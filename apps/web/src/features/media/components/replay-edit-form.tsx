import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STREAM_AUDIENCE_TIERS } from '@fanclub/shared/access';
import type { StreamAudienceTier } from '@fanclub/shared/access';
import { planById } from '@fanclub/shared/plans';
import type { ReplaySummary } from '@fanclub/shared/schemas/replays';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SelectField } from '../../../components/ui/select';
import { SwitchRow } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../api/live-api';
import { replayApi, replayKeys } from '../api/replays-api';

const TIER_OPTIONS = STREAM_AUDIENCE_TIERS.map((t) => ({ value: t, label: planById(t).name }));

/** The artist's and admins' controls: rename, tier, hide, cut start and end (seconds), delete. */
export function ReplayEditForm({
  replay,
  onDeleted,
}: {
  replay: ReplaySummary;
  onDeleted: () => void;
}) {
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
      toast.success('Replay saved');
      void refresh();
    },
    onError: (error) =>
      toast.error('Not saved', { description: serverMessage(error, 'Please try again.') }),
  });
  const remove = useMutation({
    mutationFn: () => replayApi.remove(replay.id),
    onSuccess: () => {
      toast.success('Replay deleted');
      void refresh();
      onDeleted();
    },
    onError: (error) =>
      toast.error('Not deleted', { description: serverMessage(error, 'Please try again.') }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-2xl bg-stage-900 p-4"
      aria-label="Edit replay"
    >
      <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} required />
      <SelectField
        label="Audience"
        value={tier}
        onValueChange={(value) => setTier(value as StreamAudienceTier)}
        options={TIER_OPTIONS}
      />
      <SwitchRow
        label="Hidden"
        description="Only you and admins see it."
        checked={hidden}
        onCheckedChange={setHidden}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Start at (s)"
          type="number"
          min={0}
          inputMode="numeric"
          value={trimStart}
          onChange={(e) => setTrimStart(e.target.value)}
        />
        <TextField
          label="End at (s)"
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
          Save
        </Button>
        <Button type="button" variant="secondary" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this replay?"
        description="Its video is removed for everyone. This cannot be undone."
        confirmLabel="Delete replay"
        onConfirm={() => remove.mutate()}
        pending={remove.isPending}
        destructive
      />
    </form>
  );
}
