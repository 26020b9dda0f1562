import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '@fanclub/shared/permissions';
import { Button } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Card } from '../../../components/ui/screen';
import { SelectField } from '../../../components/ui/select';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { serverMessage } from '../api/admin-api';
import {
  replaySettingsKeys,
  replaySettingsQuery,
  saveReplaySettings,
} from '../api/replay-settings-api';

const KEEP = [
  { value: 'forever', label: 'Keep forever' },
  ...[7, 30, 90, 365].map((d) => ({ value: String(d), label: `${d} days` })),
];

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 1 : 0)} MB`;
}

/** How long replays are kept and the disk they use (admins; the hourly job deletes older ones). */
export function ReplaySettingsCard() {
  const { role } = useSession();
  const admin = role !== null && can(role, 'manageMembers');
  const settings = useQuery({ ...replaySettingsQuery(), enabled: admin });
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<string | null>(null);
  const current = settings.data?.retentionDays;
  const value = choice ?? (current ? String(current) : 'forever');
  const save = useMutation({
    mutationFn: () =>
      saveReplaySettings({ retentionDays: value === 'forever' ? null : Number(value) }),
    onSuccess: (data) => {
      queryClient.setQueryData(replaySettingsKeys.all, data);
      toast.success('Replay settings saved');
    },
    onError: (error) =>
      toast.error('Not saved', { description: serverMessage(error, 'Please try again.') }),
  });
  if (!admin) return null;
  return (
    <Card className="mt-6">
      <h2 className="font-display text-lg font-bold">Replays</h2>
      {settings.isError ? (
        <ErrorNotice
          message="Replay settings could not be loaded."
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <p className="mt-1 text-sm text-stage-300" data-testid="replay-disk">
            {settings.data
              ? `${settings.data.replayCount} ${settings.data.replayCount === 1 ? 'replay' : 'replays'} · ${megabytes(settings.data.diskBytes)} ${settings.data.keptIn === 'bucket' ? 'in the S3 bucket' : 'on disk'}`
              : 'Loading…'}
          </p>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <SelectField
              label="Keep replays"
              value={value}
              onValueChange={setChoice}
              options={KEEP}
              className="flex-1"
            />
            <Button onClick={() => save.mutate()} disabled={save.isPending || !settings.data}>
              Save
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
