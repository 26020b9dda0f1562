// What the door phone keeps across reloads and network cuts, in localStorage: the door's name,
// each event's downloaded list, the scans made offline and the conflicts their sync reported.
import type { DoorAnswer, DoorList, SyncBody } from '@fanclub/shared/schemas/door';

export type QueuedScan = SyncBody['items'][number] & { ticketId: string };
export interface Conflict {
  code: string;
  answer: DoorAnswer;
  scannedAt: string;
}

const KEY = 'fanclub.door';

function read<T>(name: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(`${KEY}.${name}`);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}
function write(name: string, value: unknown) {
  try {
    localStorage.setItem(`${KEY}.${name}`, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the offline copy; online scans go on.
  }
}

export const doorStore = {
  doorName: () => read<string>('name', ''),
  setDoorName: (name: string) => write('name', name),
  eventId: () => read<string>('event', ''),
  setEventId: (id: string) => write('event', id),
  list: (eventId: string) => read<DoorList | null>(`list.${eventId}`, null),
  setList: (list: DoorList) => write(`list.${list.event.id}`, list),
  queue: (eventId: string) => read<QueuedScan[]>(`queue.${eventId}`, []),
  setQueue: (eventId: string, queue: QueuedScan[]) => write(`queue.${eventId}`, queue),
  conflicts: (eventId: string) => read<Conflict[]>(`conflicts.${eventId}`, []),
  setConflicts: (eventId: string, list: Conflict[]) => write(`conflicts.${eventId}`, list),
};

/** Notes in the stored list that a ticket was let in, so an offline rescan is refused. */
export function markUsed(eventId: string, ticketId: string, usedAt: string, door: string) {
  const list = doorStore.list(eventId);
  if (!list) return;
  const tickets = list.tickets.map((t) => (t.id === ticketId ? { ...t, usedAt, door } : t));
  doorStore.setList({ ...list, tickets });
}
