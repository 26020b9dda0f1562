// Event reads and the ticket purchase call. Query keys are built only here.
// Types only from the schema modules: a runtime import would pull zod into the browser bundle.
import { queryOptions } from '@tanstack/react-query';
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import type { TicketOrderBody, TicketsBought } from '@fanclub/shared/schemas/commerce';
import { api } from '../../../lib/api-client';
import type { CardDetails } from '../../../lib/payment/card-details';
import { cardPayload, payerPayload } from '../../../lib/payment/card-details';

export type EventsWhen = 'upcoming' | 'past' | 'all';

export const eventKeys = {
  all: ['events'] as const,
  list: (when: EventsWhen) => [...eventKeys.all, 'list', when] as const,
  detail: (idOrSlug: string) => [...eventKeys.all, 'detail', idOrSlug] as const,
};

/** Upcoming come soonest first, past most recent first (the server orders them). */
export const eventsQueryOptions = (when: EventsWhen) =>
  queryOptions({
    queryKey: eventKeys.list(when),
    queryFn: ({ signal }) => api.get<ClubEvent[]>(`/api/events?when=${when}`, signal),
  });

/** One event by uuid or slug (the festival pages look theirs up by slug). */
export const eventQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: eventKeys.detail(idOrSlug),
    queryFn: ({ signal }) =>
      api.get<ClubEvent>(`/api/events/${encodeURIComponent(idOrSlug)}`, signal),
  });

/** POST /api/events/:id/tickets: the server re-checks who may buy, capacity and the card. */
export function buyTickets(
  eventId: string,
  quantity: number,
  card: CardDetails,
  cardForm: boolean,
  headers: Record<string, string>,
): Promise<TicketsBought> {
  const body: Omit<TicketOrderBody, keyof CardDetails> & Partial<CardDetails> = {
    ...(cardForm ? cardPayload(card) : payerPayload(card)),
    quantity,
  };
  return api.post<TicketsBought>(
    `/api/events/${encodeURIComponent(eventId)}/tickets`,
    { ...body },
    headers,
  );
}
