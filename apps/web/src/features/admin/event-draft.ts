// The event form's state as typed (text fields stay text until submit) and its conversion to the
// API body. Shared by the create form and the edit dialog so both accept exactly the same input.
import { CreateEventBody } from '@fanclub/shared/schemas/admin';
import { TICKETS_PER_MEMBER_MAX } from '@fanclub/shared/limits';
import type { Translator } from '../../lib/i18n/translator';
import type { AdminEvent } from './api/admin-api';
import { browserTimeZone, isoToZoned, zonedToIso } from './zoned-time';

export interface EventDraft {
  title: string;
  /** datetime-local value, wall-clock time in `timeZone`. */
  date: string;
  timeZone: string;
  /** The venue's name; the location is its city or address. */
  venue: string;
  location: string;
  description: string;
  isVipOnly: boolean;
  /** Dollars as typed, e.g. '35' or '35.50'. */
  price: string;
  capacity: string;
  /** Whole number as typed; empty means no cap per member. */
  perMember: string;
  /** datetime-local value in `timeZone`; empty means tickets are on sale at once. */
  onSale: string;
}

export type DraftErrors = Partial<Record<keyof EventDraft, string>>;

// The server's bounds (packages/shared/src/schemas/admin.ts): at most $10,000 and 1,000,000 seats.
const MAX_PRICE_CENTS = 1_000_000;
const MAX_CAPACITY = 1_000_000;

export function emptyDraft(timeZone = browserTimeZone()): EventDraft {
  return {
    title: '',
    date: '',
    timeZone,
    venue: '',
    location: '',
    description: '',
    isVipOnly: false,
    price: '',
    capacity: '',
    perMember: '',
    onSale: '',
  };
}

export function draftFromEvent(event: AdminEvent): EventDraft {
  return {
    title: event.title,
    date: isoToZoned(event.eventDate, event.timeZone),
    timeZone: event.timeZone,
    // Events made before the venue field copied the location into it: not a venue name.
    venue: sameText(event.venue, event.location) ? '' : event.venue,
    location: event.location,
    description: event.description,
    isVipOnly: event.isVipOnly,
    price: event.ticketPriceCents ? (event.ticketPriceCents / 100).toFixed(2) : '',
    capacity: event.capacity === null ? '' : String(event.capacity),
    perMember: event.ticketsPerMember === null ? '' : String(event.ticketsPerMember),
    onSale: isoToZoned(event.onSaleAt, event.timeZone),
  };
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function priceCents(text: string): number | null {
  const clean = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!clean) return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const cents = Math.round(Number(clean) * 100);
  return cents <= MAX_PRICE_CENTS ? cents : null;
}

/** A whole number from 1 to `max` as typed; null when empty, undefined when not one. */
function countUpTo(text: string, max: number): number | null | undefined {
  const clean = text.trim().replaceAll(',', '');
  if (!clean) return null;
  if (!/^\d+$/.test(clean)) return undefined;
  const n = Number(clean);
  return n >= 1 && n <= max ? n : undefined;
}

export type DraftResult =
  | { kind: 'incomplete' }
  | { kind: 'invalid'; errors: DraftErrors }
  | { kind: 'ok'; body: CreateEventBody };

/**
 * Spec section 5: with the title or the date empty, submitting does nothing ('incomplete': no
 * request, no message). The extra fields we added get a message next to the field instead.
 */
export function draftToBody(draft: EventDraft, t: Translator['t']): DraftResult {
  const title = draft.title.trim();
  if (!title || !draft.date) return { kind: 'incomplete' };
  const errors: DraftErrors = {};
  const eventDate = zonedToIso(draft.date, draft.timeZone);
  if (!eventDate) errors.date = t('admin.chooseEventDate');
  const cents = priceCents(draft.price);
  if (cents === null) errors.price = t('admin.priceInvalid');
  const capacity = countUpTo(draft.capacity, MAX_CAPACITY);
  if (capacity === undefined) errors.capacity = t('admin.capacityInvalid');
  const ticketsPerMember = countUpTo(draft.perMember, TICKETS_PER_MEMBER_MAX);
  // The shared schema's TICKETS_PER_MEMBER_MESSAGE, in the admin's language.
  if (ticketsPerMember === undefined)
    errors.perMember = t('admin.perMemberInvalid', { max: TICKETS_PER_MEMBER_MAX });
  const onSaleAt = draft.onSale ? zonedToIso(draft.onSale, draft.timeZone) : null;
  if (draft.onSale && !onSaleAt) errors.onSale = t('admin.onSaleInvalid');
  // The server's bounds, checked here so the message sits under the field (shared schema).
  const place = CreateEventBody.pick({ venue: true, location: true }).safeParse(draft);
  for (const issue of place.error?.issues ?? []) {
    const key = issue.path[0];
    if (key === 'venue' || key === 'location') errors[key] = issue.message;
  }
  if (
    Object.keys(errors).length > 0 ||
    !eventDate ||
    cents === null ||
    capacity === undefined ||
    ticketsPerMember === undefined
  ) {
    return { kind: 'invalid', errors };
  }
  return {
    kind: 'ok',
    body: {
      title,
      eventDate,
      timeZone: draft.timeZone,
      venue: draft.venue.trim(),
      location: draft.location.trim(),
      description: draft.description.trim(),
      isVipOnly: draft.isVipOnly,
      ticketPriceCents: cents,
      capacity,
      ticketsPerMember,
      onSaleAt,
    },
  };
}
