// Orders and tickets of the signed-in member, and the order keys of every screen (the Admin Tools'
// order list too): buying or shipping invalidates `orderKeys.all`.
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
// Types only: a runtime import of the schema module would pull zod into the browser bundle.
import type { MemberTicket, Order } from '@fanclub/shared/schemas/commerce';
import { api } from '../api-client';

export const orderKeys = {
  all: ['orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  tickets: () => [...orderKeys.all, 'tickets'] as const,
  /** The Admin Tools' list, by status filter. */
  admin: (status: string) => [...orderKeys.all, 'admin', status] as const,
};

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.list(),
    queryFn: ({ signal }) => api.get<Order[]>('/api/orders', signal),
  });

/** One order: the buyer's session opens it, and so does the key from the confirmation link (guests). */
export const orderQueryOptions = (id: string, key: string | null = null) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<Order>(
        `/api/orders/${encodeURIComponent(id)}${key ? `?key=${encodeURIComponent(key)}` : ''}`,
        signal,
      ),
    // While a hosted payment is being confirmed, ask again every two seconds.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2_000 : false),
  });

export const ticketsQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.tickets(),
    queryFn: ({ signal }) => api.get<MemberTicket[]>('/api/me/tickets', signal),
  });

/** After any purchase the history and the ticket wallet must be fetched again. */
export function invalidateOrders(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: orderKeys.all });
}
