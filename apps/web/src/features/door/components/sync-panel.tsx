import { answerHeadline } from '@fanclub/shared/schemas/door';
import type { DoorList } from '@fanclub/shared/schemas/door';
import { Button } from '../../../components/ui/button';
import type { Conflict, QueuedScan } from '../door-store';
import { useT } from '../../../lib/i18n/i18n-context';

/** The offline list's age, the scans waiting to be sent, and what their sync refused. */
export function SyncPanel({
  list,
  queue,
  conflicts,
  syncing,
  time,
  onSync,
  onRefresh,
  onClear,
}: {
  list: DoorList | null;
  queue: readonly QueuedScan[];
  conflicts: readonly Conflict[];
  syncing: boolean;
  time: (iso: string) => string;
  onSync: () => void;
  onRefresh: () => void;
  onClear: () => void;
}) {
  const t = useT();
  return (
    <section
      aria-label={t('door.offline')}
      className="space-y-3 rounded-2xl bg-stage-800 p-4 text-sm"
    >
      <p data-testid="door-list">
        {list
          ? t('door.offlineList', {
              tickets: list.tickets.length,
              admitted: list.event.admitted,
              sold: list.event.sold,
              time: time(list.downloadedAt),
            })
          : t('door.noOfflineList')}
      </p>
      <p data-testid="door-queue">
        {queue.length === 0
          ? t('door.allSynced')
          : t('door.waitingToSync', { count: queue.length })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onSync} disabled={syncing || queue.length === 0}>
          {syncing ? t('door.syncing') : t('door.syncNow')}
        </Button>
        <Button variant="ghost" onClick={onRefresh}>
          {t('door.refreshList')}
        </Button>
      </div>
      {conflicts.length > 0 && (
        <div className="space-y-2">
          <h2 className="font-semibold text-red-300">{t('door.conflictsTitle')}</h2>
          <ul className="space-y-1" aria-label={t('door.conflicts')}>
            {conflicts.map((c) => (
              <li key={`${c.code}-${c.scannedAt}`} className="rounded-xl bg-red-950 px-3 py-2">
                {t('door.conflictLine', {
                  id: (c.answer.ticketId ?? c.code).slice(-6),
                  time: time(c.scannedAt),
                  answer: answerHeadline(c.answer, time),
                })}
              </li>
            ))}
          </ul>
          <Button variant="ghost" onClick={onClear}>
            {t('door.clearConflicts')}
          </Button>
        </div>
      )}
    </section>
  );
}
