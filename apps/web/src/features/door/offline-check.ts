// The door without a network (ADR 025): a code is good when its SHA-256 is the one the list holds
// for its ticket, which only the server's signed code can give; then the list and this phone's
// own queue say whether it was let in already.
import type { DoorAnswer, DoorList, DoorRefusal } from '@fanclub/shared/schemas/door';
import type { QueuedScan } from './door-store';

const invalid: DoorRefusal = {
  admitted: false,
  reason: 'invalid',
  ticketId: null,
  usedAt: null,
  door: null,
  otherEvent: null,
};

async function sha256(text: string): Promise<string> {
  const bytes = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)),
  );
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The answer for `code` from the list and the queue, at `now` (ms); admitted means: queue it. */
export async function checkOffline(
  list: DoorList,
  queue: readonly QueuedScan[],
  code: string,
  now: number,
): Promise<DoorAnswer> {
  const [ticketId, exp] = code.split('.');
  const ticket = list.tickets.find((t) => t.id === ticketId);
  if (!ticket || Number(exp) * 1000 < now || (await sha256(code)) !== ticket.digest) return invalid;
  const base: DoorRefusal = { ...invalid, ticketId: ticket.id };
  if (ticket.status === 'refunded') return { ...base, reason: 'refunded' };
  if (ticket.usedAt) return { ...base, reason: 'used', usedAt: ticket.usedAt, door: ticket.door };
  const queued = queue.find((q) => q.ticketId === ticket.id);
  if (queued) return { ...base, reason: 'used', usedAt: queued.scannedAt, door: queued.door };
  return {
    admitted: true,
    ticketId: ticket.id,
    count: 1,
    label: list.event.label,
    admittedAt: new Date(now).toISOString(),
  };
}
