import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '@fanclub/shared/format';
import { Section } from '../../../components/ui/screen';
import { SelectField } from '../../../components/ui/select';
import { AddressLines, TrackingLine } from '../../../lib/orders/order-delivery';
import { ORDER_STATUSES } from '@fanclub/shared/order-status';
import type { OrderStatus } from '@fanclub/shared/order-status';
import type { AdminOrder } from '@fanclub/shared/schemas/commerce';
import { ALL_ORDERS, isOrderFilter, ordersQueryOptions } from '../api/orders-api';
import type { OrderFilter } from '../api/orders-api';
import { Badge, listClass, QueryStates, rowClass } from './admin-ui';
import { OrderActions } from './order-actions';
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
  delivered: 'green',
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

function Line({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

function OrderRow({ order }: { order: AdminOrder }) {
  const shortId = order.id.slice(0, 8);

  return (
    <li className={rowClass}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="wrap-anywhere font-semibold">{order.email}</h3>
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
      <dl className="mt-3 flex flex-col gap-1 border-t border-white/5 pt-3 text-sm text-stage-300">
        <Line label="Subtotal" value={formatPrice(order.subtotalCents)} />
        {order.discountCents > 0 && (
          <Line label="VIP discount" value={`−${formatPrice(order.discountCents)}`} />
        )}
        {order.shippable && (
          <Line
            label="Shipping"
            value={order.shippingCents === 0 ? 'Free shipping' : formatPrice(order.shippingCents)}
          />
        )}
        <Line label="Tax" value={order.taxCents === 0 ? 'Included' : formatPrice(order.taxCents)} />
        <div className="flex justify-between gap-3 font-semibold text-white">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatPrice(order.totalCents)}</dd>
        </div>
      </dl>
      {!order.shippable && <p className="mt-2 text-xs text-stage-400">Tickets: nothing to ship.</p>}
      {order.shipping && (
        <div className="mt-3 text-sm">
          <h4 className="font-semibold">Ship to</h4>
          <AddressLines address={order.shipping} />
        </div>
      )}
      {order.tracking && (
        <div className="mt-3">
          <TrackingLine tracking={order.tracking} />
        </div>
      )}
      <OrderActions order={order} />
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
