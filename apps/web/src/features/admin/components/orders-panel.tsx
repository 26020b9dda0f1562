import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { formatPrice } from '@fanclub/shared/format';
import { Button } from '../../../components/ui/button';
import { Section } from '../../../components/ui/screen';
import { SelectField } from '../../../components/ui/select';
import { invalidateOrders } from '../../../lib/orders/order-queries';
import { serverMessage } from '../api/admin-api';
import { ORDER_STATUSES } from '@fanclub/shared/order-status';
import type { OrderStatus } from '@fanclub/shared/order-status';
import type { AdminOrder } from '@fanclub/shared/schemas/commerce';
import { ALL_ORDERS, isOrderFilter, ordersQueryOptions, shipOrder } from '../api/orders-api';
import type { OrderFilter } from '../api/orders-api';
import { Badge, listClass, QueryStates, rowClass } from './admin-ui';
import type { BadgeTone } from './admin-ui';
import { dateTimeFormat } from '@fanclub/shared/intl';

const FILTER_OPTIONS = [
  { value: ALL_ORDERS, label: 'All statuses' },
  ...ORDER_STATUSES.map((value) => ({ value, label: value })),
];
const STATUS_TONE: Record<OrderStatus, BadgeTone> = {
  pending: 'neutral',
  paid: 'green',
  shipped: 'sky',
  cancelled: 'neutral',
  failed: 'red',
};
const dateFormat = () =>
  dateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

function OrderRow({ order }: { order: AdminOrder }) {
  const queryClient = useQueryClient();
  const ship = useMutation({
    mutationFn: () => shipOrder(order.id),
    onSuccess: () => {
      toast.success('Order marked shipped', {
        description: `A shipping e-mail is on its way to ${order.email}.`,
      });
      void invalidateOrders(queryClient);
    },
    // 409: someone else shipped or cancelled it meanwhile; the server says which rule applies.
    onError: (error) => {
      toast.error('Could not mark the order shipped', {
        description: serverMessage(error, 'Please try again.'),
      });
      void invalidateOrders(queryClient);
    },
  });
  const shortId = order.id.slice(0, 8);

  return (
    <li className={rowClass}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{order.email}</h3>
          <p className="text-xs text-stage-300">
            {`Order ${shortId} · `}
            <time dateTime={order.createdAt}>{dateFormat().format(new Date(order.createdAt))}</time>
          </p>
        </div>
        <Badge tone={STATUS_TONE[order.status]}>
          <span className="sr-only">Status: </span>
          {order.status}
        </Badge>
      </div>
      <ul className="mt-3 flex flex-col gap-1 text-sm text-stage-300">
        {order.items.map((item, index) => (
          <li
            key={`${item.name}-${item.size ?? ''}-${index}`}
            className="flex justify-between gap-3"
          >
            <span className="min-w-0">
              {`${item.quantity} × ${item.name}`}
              {item.size && <span>{` (${item.size})`}</span>}
            </span>
            <span className="shrink-0 tabular-nums">
              {formatPrice(item.unitPriceCents * item.quantity)}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex items-center justify-between gap-3 border-t border-white/5 pt-3">
        <p className="font-semibold tabular-nums">{`Total ${formatPrice(order.totalCents)}`}</p>
        {order.status === 'paid' && (
          <Button onClick={() => ship.mutate()} disabled={ship.isPending} className="px-4">
            <Truck aria-hidden className="size-4" />
            {ship.isPending ? 'Marking...' : 'Mark shipped'}
            <span className="sr-only">{` order ${shortId}`}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

export function OrdersPanel() {
  const [filter, setFilter] = useState<OrderFilter>(ALL_ORDERS);
  const query = useQuery(ordersQueryOptions(filter));
  return (
    <Section title="Orders">
      <SelectField
        label="Status"
        value={filter}
        options={FILTER_OPTIONS}
        onValueChange={(value) => {
          if (isOrderFilter(value)) setFilter(value);
        }}
        className="mb-4"
      />
      <QueryStates
        query={query}
        loadingLabel="Loading orders"
        errorText="We couldn't load the orders."
        emptyText={filter === ALL_ORDERS ? 'No orders yet.' : `No ${filter} orders.`}
      >
        {(orders) => (
          <ul className={listClass}>
            {orders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
        )}
      </QueryStates>
    </Section>
  );
}
