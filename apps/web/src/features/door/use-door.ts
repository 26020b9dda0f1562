// The door's state and its two actions: scan a code (online, else from the downloaded list) and
// send the offline scans once the network is back.
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DoorAnswer, DoorList } from '@fanclub/shared/schemas/door';
import { MEET_GREET_PREFIX } from '@fanclub/shared/schemas/door';
import { ApiError } from '../../lib/api-client';
import { doorKeys, fetchDoorList, postCheckIn, postSync, verifyPass } from './api/door-api';
import type { Conflict, QueuedScan } from './door-store';
import { doorStore, markUsed } from './door-store';
import { checkOffline } from './offline-check';
import { useT } from '../../lib/i18n/i18n-context';

/** What the big panel shows: a door answer, or a plain message (passes, errors). */
export type Shown =
  | { kind: 'answer'; answer: DoorAnswer; offline: boolean; code: string }
  | { kind: 'message'; ok: boolean; headline: string; detail: string };

const message = (ok: boolean, headline: string, detail = ''): Shown => ({
  kind: 'message',
  ok,
  headline,
  detail,
});

/** A fetch that never reached the server (offline, venue Wi-Fi gone), as opposed to a refusal. */
const unreachable = (error: unknown) => !(error instanceof ApiError);

export function useDoor(eventId: string, door: string) {
  const t = useT();
  // The screen mounts this once per event (keyed by it), so the stored state is read once here.
  const [stored] = useState<DoorList | null>(() => doorStore.list(eventId));
  const [queue, setQueue] = useState<QueuedScan[]>(() => doorStore.queue(eventId));
  const [conflicts, setConflicts] = useState<Conflict[]>(() => doorStore.conflicts(eventId));
  const [shown, setShown] = useState<Shown | null>(null);

  // The list is fetched again while the network is up, and kept on the phone for when it is not.
  const fresh = useQuery({
    queryKey: doorKeys.list(eventId),
    queryFn: async () => {
      const downloaded = await fetchDoorList(eventId);
      doorStore.setList(downloaded);
      return downloaded;
    },
    retry: false,
    refetchInterval: 30_000,
  });
  const list = fresh.data ?? stored;

  const syncing = useMutation({
    networkMode: 'always',
    mutationFn: async () => {
      const pending = doorStore.queue(eventId);
      if (pending.length === 0) return;
      const { results } = await postSync(
        eventId,
        pending.map(({ code, door: d, scannedAt }) => ({ code, door: d, scannedAt })),
      );
      const found = results.flatMap((r, i) =>
        r.answer.admitted
          ? []
          : [{ code: r.code, answer: r.answer, scannedAt: pending[i]!.scannedAt }],
      );
      // Scans made while this batch was on its way stay queued.
      const rest = doorStore.queue(eventId).filter((q) => !pending.some((p) => p.code === q.code));
      doorStore.setQueue(eventId, rest);
      setQueue(rest);
      const all = [...found, ...doorStore.conflicts(eventId)];
      doorStore.setConflicts(eventId, all);
      setConflicts(all);
      await fresh.refetch();
    },
    // Still offline, or the batch was refused: it stays queued for the next try.
  });
  const { mutate: sync } = syncing;

  useEffect(() => {
    sync();
    const back = () => sync();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [sync]);

  async function offline(code: string): Promise<Shown> {
    const stored = doorStore.list(eventId);
    if (!stored) return message(false, t('door.noOfflineListTitle'), t('door.connectToDownload'));
    const pending = doorStore.queue(eventId);
    const answer = await checkOffline(stored, pending, code, Date.now());
    if (answer.admitted) {
      const next = [
        ...pending,
        { code, door, scannedAt: answer.admittedAt, ticketId: answer.ticketId },
      ];
      doorStore.setQueue(eventId, next);
      setQueue(next);
    }
    return { kind: 'answer', answer, offline: true, code };
  }

  async function online(code: string): Promise<Shown> {
    if (code.startsWith(MEET_GREET_PREFIX)) {
      const res = await verifyPass(code);
      return message(true, t('door.admitMeetGreet'), `${res.memberName} · ${res.eventTitle}`);
    }
    const answer = await postCheckIn(eventId, code, door);
    if (answer.admitted) markUsed(eventId, answer.ticketId, answer.admittedAt, door);
    return { kind: 'answer', answer, offline: false, code };
  }

  async function scan(raw: string) {
    const code = raw.trim();
    if (!code) return;
    try {
      setShown(navigator.onLine ? await online(code) : await offline(code));
    } catch (error) {
      if (!unreachable(error)) {
        setShown(message(false, t('door.notAdmitted'), (error as ApiError).message));
      } else if (code.startsWith(MEET_GREET_PREFIX)) {
        setShown(message(false, t('door.noNetwork'), t('door.passesOnlineOnly')));
      } else {
        setShown(await offline(code));
      }
    }
  }

  const clearConflicts = () => {
    doorStore.setConflicts(eventId, []);
    setConflicts([]);
  };

  return {
    list,
    queue,
    conflicts,
    shown,
    syncing: syncing.isPending,
    scan,
    sync: () => sync(),
    download: () => void fresh.refetch(),
    clearConflicts,
  };
}
