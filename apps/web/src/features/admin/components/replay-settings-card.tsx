import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '@fanclub/shared/permissions';
import { Button } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Card } from '../../../components/ui/screen';
import { SelectField } from '../../../components/ui/select';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import { serverMessage } from '../api/admin-api';
import {
  replaySettingsKeys,
  replaySettingsQuery,
  saveReplaySettings,
} from '../api/replay-settings-api';

const KEEP_DAYS = [7, 30, 90, 365];

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 1 : 0)} MB`;
}

/** How long replays are kept and the disk they use (admins; the hourly job deletes older ones). */
export function ReplaySettingsCard() {
  const t = useT();
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
      toast.success(t('admin.replaySaved'));
    },
    onError: (error) =>
      toast.error(t('admin.notSaved'), {
        description: serverMessage(error, t('admin.tryAgain')),
      }),
  });
  if (!admin) return null;
  return (
    <Card className="mt-6">
      <h2 className="font-display text-lg font-bold">{t('admin.replays')}</h2>
      {settings.isError ? (
        <ErrorNotice
          message={t('admin.replayLoadFailed')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <>
          <p className="mt-1 text-sm text-stage-300" data-testid="replay-disk">
            {settings.data
              ? t('admin.replayDisk', {
                  count: settings.data.replayCount,
                  size: megabytes(settings.data.diskBytes),
                  where: settings.data.keptIn,
                })
              : t('admin.loading')}
          </p>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <SelectField
              label={t('admin.keepReplays')}
              value={value}
              onValueChange={setChoice}
              options={[
                { value: 'forever', label: t('admin.keepForever') },
                ...KEEP_DAYS.map((d) => ({
                  value: String(d),
                  label: t('admin.keepDays', { days: d }),
                })),
              ]}
              className="flex-1"
            />
            <Button onClick={() => save.mutate()} disabled={save.isPending || !settings.data}>
              {t('admin.save')}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
