// Orders (admin only): list by status, mark paid merch orders shipped and shipped ones delivered.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ORDER_STATUSES } from '@fanclub/shared/order-status';
import type { OrderStatus } from '@fanclub/shared/order-status';
import type { AdminOrder } from '@fanclub/shared/schemas/commerce';
import type { ShipOrderBody } from '@fanclub/shared/schemas/order-delivery';
import { orderKeys } from '../../../lib/orders/order-queries';

/** The filter value meaning 'no status filter'. */
export const ALL_ORDERS = 'all';
export type OrderFilter = OrderStatus | typeof ALL_ORDERS;

export function isOrderFilter(value: string): value is OrderFilter {
  return value === ALL_ORDERS || (ORDER_STATUSES as readonly string[]).includes(value);
}

export const ordersQueryOptions = (filter: OrderFilter) =>
  queryOptions({
    queryKey: orderKeys.admin(filter),
    queryFn: ({ signal }) =>
      api.get<AdminOrder[]>(
        filter === ALL_ORDERS
          ? '/api/admin/orders'
          : `/api/admin/orders?status=${encodeURIComponent(filter)}`,
        signal,
      ),
    staleTime: 0,
  });

/** Paid → shipped, with the carrier and tracking number the admin typed; the buyer gets a mail. */
export function shipOrder(id: string, body: ShipOrderBody): Promise<OrderStateChanged> {
  return api.post(`/api/admin/orders/${encodeURIComponent(id)}/ship`, { ...body });
}

/** Shipped → delivered; the buyer gets a mail. */
export function deliverOrder(id: string): Promise<OrderStateChanged> {
  return api.post(`/api/admin/orders/${encodeURIComponent(id)}/deliver`);
}

interface OrderStateChanged {
  id: string;
  status: OrderStatus;
}
