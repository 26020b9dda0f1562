import { answerHeadline } from '@fanclub/shared/schemas/door';
import type { DoorList } from '@fanclub/shared/schemas/door';
import { Button } from '../../../components/ui/button';
import type { Conflict, QueuedScan } from '../door-store';

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
  return (
    <section aria-label="Offline" className="space-y-3 rounded-2xl bg-stage-800 p-4 text-sm">
      <p data-testid="door-list">
        {list
          ? `Offline list: ${list.tickets.length} tickets (${list.event.admitted} of ${list.event.sold} admitted), downloaded at ${time(list.downloadedAt)}.`
          : 'No offline list yet: it downloads while the network is up.'}
      </p>
      <p data-testid="door-queue">
        {queue.length === 0
          ? 'Every check-in is synced.'
          : `${queue.length} check-in${queue.length === 1 ? '' : 's'} waiting to sync.`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onSync} disabled={syncing || queue.length === 0}>
          {syncing ? 'Syncing…' : 'Sync now'}
        </Button>
        <Button variant="ghost" onClick={onRefresh}>
          Refresh list
        </Button>
      </div>
      {conflicts.length > 0 && (
        <div className="space-y-2">
          <h2 className="font-semibold text-red-300">Conflicts from offline check-ins</h2>
          <ul className="space-y-1" aria-label="Conflicts">
            {conflicts.map((c) => (
              <li key={`${c.code}-${c.scannedAt}`} className="rounded-xl bg-red-950 px-3 py-2">
                Ticket …{(c.answer.ticketId ?? c.code).slice(-6)}, let in here at{' '}
                {time(c.scannedAt)}: {answerHeadline(c.answer, time)}
              </li>
            ))}
          </ul>
          <Button variant="ghost" onClick={onClear}>
            Clear conflicts
          </Button>
        </div>
      )}
    </section>
  );
}
