// The door (issue 30): staff scan ticket codes, each is let in once, also while the venue's
// network is down (ADR 025). Texts the scanner shows live here so server and phone agree.
import { z } from 'zod';
import { INVALID_TICKET_CODE, TICKET_CODE_PATTERN } from './tickets';

/** Meet & greet passes start with this; the scanner sends them to their own verify route. */
export const MEET_GREET_PREFIX = 'mg.';

/** The door's name as the scanner typed it ("Door B"), shown on later refusals. */
export const DoorName = z.string().trim().min(1, 'Name this door first.').max(40);

export const TicketCode = z
  .string()
  .trim()
  .max(200)
  .regex(TICKET_CODE_PATTERN, INVALID_TICKET_CODE);

export const DoorEventParams = z.object({ eventId: z.uuid() });

/** POST /api/door/events/:eventId/check-in: one scan, answered at once. */
export const CheckInBody = z.object({ code: z.string().trim().min(1).max(200), door: DoorName });
export type CheckInBody = z.infer<typeof CheckInBody>;

export const REFUSAL_REASONS = ['used', 'refunded', 'wrongEvent', 'invalid'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** What the scanner shows: green "Admit 1 — General" or red with the reason. */
export const DoorAnswer = z.discriminatedUnion('admitted', [
  z.object({
    admitted: z.literal(true),
    ticketId: z.string(),
    count: z.number().int(),
    label: z.string(),
    admittedAt: z.string(),
  }),
  z.object({
    admitted: z.literal(false),
    reason: z.enum(REFUSAL_REASONS),
    ticketId: z.string().nullable(),
    /** When and at which door it was let in (reason 'used'); the phone formats the time. */
    usedAt: z.string().nullable(),
    door: z.string().nullable(),
    /** The event the ticket is for (reason 'wrongEvent'). */
    otherEvent: z.string().nullable(),
  }),
]);
export type DoorAnswer = z.infer<typeof DoorAnswer>;
export type DoorRefusal = Extract<DoorAnswer, { admitted: false }>;

/** POST /api/door/events/:eventId/sync: scans made offline, each with its own time and door. */
export const SyncBody = z.object({
  items: z
    .array(
      z.object({
        code: z.string().trim().min(1).max(200),
        door: DoorName,
        scannedAt: z.iso.datetime(),
      }),
    )
    .min(1)
    .max(500),
});
export type SyncBody = z.infer<typeof SyncBody>;
export const SyncAnswer = z.object({
  results: z.array(z.object({ code: z.string(), answer: DoorAnswer })),
});
export type SyncAnswer = z.infer<typeof SyncAnswer>;

/** GET /api/door/events: events with tickets, with admitted / sold (also the admin's count). */
export const DoorEvent = z.object({
  id: z.string(),
  title: z.string(),
  eventDate: z.string(),
  timeZone: z.string(),
  label: z.string(),
  sold: z.number().int(),
  admitted: z.number().int(),
});
export type DoorEvent = z.infer<typeof DoorEvent>;
export const DoorEvents = z.object({ events: z.array(DoorEvent) });
export type DoorEvents = z.infer<typeof DoorEvents>;

/**
 * GET /api/door/events/:eventId/list: what the phone needs to keep scanning offline. Each ticket
 * carries the SHA-256 of its one valid code (base64url), never the code itself (ADR 025).
 */
export const DoorListTicket = z.object({
  id: z.string(),
  digest: z.string(),
  status: z.enum(['paid', 'refunded']),
  usedAt: z.string().nullable(),
  door: z.string().nullable(),
});
export type DoorListTicket = z.infer<typeof DoorListTicket>;
export const DoorList = z.object({
  event: DoorEvent,
  downloadedAt: z.string(),
  tickets: z.array(DoorListTicket),
});
export type DoorList = z.infer<typeof DoorList>;

/** The words of each answer, for the big green or red panel. */
export function answerHeadline(answer: DoorAnswer, time: (iso: string) => string): string {
  if (answer.admitted) return `Admit ${answer.count} — ${answer.label}`;
  switch (answer.reason) {
    case 'used':
      return answer.usedAt
        ? `Already used at ${time(answer.usedAt)}${answer.door ? ` by ${answer.door}` : ''}`
        : 'Already used';
    case 'refunded':
      return 'Refunded — do not admit';
    case 'wrongEvent':
      return `Wrong event${answer.otherEvent ? ` — this ticket is for ${answer.otherEvent}` : ''}`;
    case 'invalid':
      return 'Not a valid ticket code';
  }
}
