import type {
  DoorAnswer,
  DoorEvents,
  DoorList,
  DoorRefusal,
  SyncAnswer,
  SyncBody,
} from '@fanclub/shared/schemas/door';
import { TICKET_CODE_PATTERN } from '@fanclub/shared/schemas/tickets';
import { HttpError } from '../../plugins/errors';
import type { Viewer } from '../../plugins/viewer';
import type { TicketCodes } from '../../lib/ticket-code';
import { codeDigest } from '../../lib/ticket-code';
import type { DoorRepository } from './repository';

const DAY_MS = 86_400_000;
/** How far back an offline scan's own time is believed; older ones count as now. */
const OFFLINE_WINDOW_MS = 7 * DAY_MS;

type Event = NonNullable<Awaited<ReturnType<DoorRepository['event']>>>;

const label = (event: { isVipOnly: boolean }) => (event.isVipOnly ? 'VIP' : 'General');

function refusal(reason: DoorRefusal['reason'], more: Partial<DoorRefusal> = {}): DoorRefusal {
  return {
    admitted: false,
    reason,
    ticketId: null,
    usedAt: null,
    door: null,
    otherEvent: null,
    ...more,
  };
}

export interface DoorDeps {
  repo: DoorRepository;
  codes: TicketCodes;
  now?: () => Date;
}

/** The door: events to scan for, the offline list, and letting a ticket in once (ADR 025). */
export function doorService({ repo, codes, now = () => new Date() }: DoorDeps) {
  async function eventOr404(eventId: string): Promise<Event> {
    const event = await repo.event(eventId);
    if (!event) throw new HttpError(404, 'Event not found');
    return event;
  }

  /** One scan at `at` by `viewer` at `door`: the answer the scanner shows. */
  async function check(
    viewer: Viewer,
    event: Event,
    code: string,
    door: string,
    at: Date,
  ): Promise<DoorAnswer> {
    if (!TICKET_CODE_PATTERN.test(code)) return refusal('invalid');
    const ticket = await repo.ticket(codes.ticketIdOf(code));
    if (!ticket || !codes.valid(code, ticket.userId)) return refusal('invalid');
    const ticketId = ticket.id;
    if (ticket.eventId !== event.id)
      return refusal('wrongEvent', { ticketId, otherEvent: ticket.eventTitle });
    if (ticket.status === 'refunded') return refusal('refunded', { ticketId });
    if (ticket.status !== 'paid') return refusal('invalid', { ticketId });
    const admitted = {
      admitted: true as const,
      ticketId,
      count: 1,
      label: label(event),
      admittedAt: at.toISOString(),
    };
    if (ticket.usedAt) {
      // The same phone sending the same offline scan again (its sync answer was lost): still yes.
      const replay =
        ticket.usedAt.getTime() === at.getTime() &&
        ticket.door === door &&
        ticket.admittedBy === viewer.userId;
      if (replay) return admitted;
      return refusal('used', { ticketId, usedAt: ticket.usedAt.toISOString(), door: ticket.door });
    }
    if (await repo.admit(ticketId, ticket.userId, at, viewer.userId, door)) return admitted;
    // Another door won the race: answer with what it wrote.
    const after = await repo.ticket(ticketId);
    return refusal('used', {
      ticketId,
      usedAt: after?.usedAt?.toISOString() ?? null,
      door: after?.door ?? null,
    });
  }

  return {
    async events(): Promise<DoorEvents> {
      const rows = await repo.events(new Date(now().getTime() - DAY_MS));
      return {
        events: rows.map((e) => ({
          id: e.id,
          title: e.title,
          eventDate: e.eventDate.toISOString(),
          timeZone: e.timeZone,
          label: label(e),
          sold: Number(e.sold),
          admitted: Number(e.admitted),
        })),
      };
    },

    /** Each ticket's one valid code, as a digest: enough to check a scan, not to forge one. */
    async list(eventId: string): Promise<DoorList> {
      const event = await eventOr404(eventId);
      const rows = await repo.eventTickets(eventId);
      const lastDay = event.endDate ?? event.eventDate;
      const paid = rows.filter((t) => t.status === 'paid');
      return {
        event: {
          id: event.id,
          title: event.title,
          eventDate: event.eventDate.toISOString(),
          timeZone: event.timeZone,
          label: label(event),
          sold: paid.length,
          admitted: paid.filter((t) => t.usedAt).length,
        },
        downloadedAt: now().toISOString(),
        tickets: rows.map((t) => ({
          id: t.id,
          digest: codeDigest(codes.mint(t.id, t.userId, lastDay)),
          status: t.status === 'refunded' ? 'refunded' : 'paid',
          usedAt: t.usedAt?.toISOString() ?? null,
          door: t.door,
        })),
      };
    },

    async checkIn(viewer: Viewer, eventId: string, code: string, door: string) {
      return check(viewer, await eventOr404(eventId), code, door, now());
    },

    /** Offline scans, in the order they were made; each is answered on its own. */
    async sync(viewer: Viewer, eventId: string, items: SyncBody['items']): Promise<SyncAnswer> {
      const event = await eventOr404(eventId);
      const results: SyncAnswer['results'] = [];
      const sorted = [...items].sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
      for (const item of sorted) {
        const current = now().getTime();
        const scanned = new Date(item.scannedAt).getTime();
        const at = scanned > current || scanned < current - OFFLINE_WINDOW_MS ? current : scanned;
        const answer = await check(viewer, event, item.code, item.door, new Date(at));
        results.push({ code: item.code, answer });
      }
      return { results };
    },
  };
}
export type DoorService = ReturnType<typeof doorService>;
