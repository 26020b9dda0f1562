// An event's own page and the ticket purchase call. The event lists are shared with Home
// (lib/catalog/catalog-queries.ts), and so are the event keys: one key per request everywhere.
// Types only from the schema modules: a runtime import would pull zod into the browser bundle.
import { queryOptions } from '@tanstack/react-query';
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import type { TicketOrderBody, TicketsBought } from '@fanclub/shared/schemas/commerce';
import { api } from '../../../lib/api-client';
import { eventKeys } from '../../../lib/catalog/catalog-queries';
import type { CardDetails } from '../../../lib/payment/card-details';
import { paymentPayload } from '../../../lib/payment/card-details';

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
  headers: Record<string, string>,
  presaleCode?: string,
): Promise<TicketsBought> {
  const body: TicketOrderBody = {
    ...paymentPayload(card),
    quantity,
    ...(presaleCode ? { presaleCode } : {}),
  };
  return api.post<TicketsBought>(
    `/api/events/${encodeURIComponent(eventId)}/tickets`,
    { ...body },
    headers,
  );
}
