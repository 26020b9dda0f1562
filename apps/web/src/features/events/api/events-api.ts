// Event reads and the ticket purchase call. Query keys are built only here.
import { queryOptions } from '@tanstack/react-query';
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import { api } from '../../../lib/api-client';

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
    queryFn: ({ signal }) => api.get<ClubEvent>(`/api/events/${encodeURIComponent(idOrSlug)}`, signal),
  });

export interface TicketPurchaseResult {
  message?: string;
}

export function buyTickets(eventId: string, quantity: number): Promise<TicketPurchaseResult | undefined> {
  return api.post<TicketPurchaseResult | undefined>(
    `/api/events/${encodeURIComponent(eventId)}/tickets`,
    { quantity },
  );
}
