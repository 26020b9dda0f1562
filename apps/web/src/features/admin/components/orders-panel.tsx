import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';

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
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import type { Locale } from '@fanclub/shared/i18n/locales';

const STATUS_TONE: Record<OrderStatus, BadgeTone> = {
  pending: 'neutral',
  paid: 'green',
  shipped: 'sky',
  delivered: 'green',
  cancelled: 'neutral',
  failed: 'red',
};
const dateFormat = (locale: Locale) =>
  dateTimeFormat(locale === 'en' ? 'en-US' : locale, {
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
  const t = useT();
  const format = useFormat();
  const formatPrice = format.price;
  const shortId = order.id.slice(0, 8);

  return (
    <li className={rowClass}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="wrap-anywhere font-semibold">{order.email}</h3>
          <p className="text-xs text-stage-300">
            {t('admin.orderLine', { id: shortId })}
            <time dateTime={order.createdAt}>
              {dateFormat(format.locale).format(new Date(order.createdAt))}
            </time>
          </p>
        </div>
        <Badge tone={STATUS_TONE[order.status]}>
          <span className="sr-only">{t('admin.statusLabel')}</span>
          {t('admin.orderStatus', { status: order.status })}
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
        <Line label={t('admin.subtotal')} value={formatPrice(order.subtotalCents)} />
        {order.discountCents > 0 && (
          <Line label={t('admin.vipDiscount')} value={`−${formatPrice(order.discountCents)}`} />
        )}
        {order.shippable && (
          <Line
            label={t('admin.shipping')}
            value={
              order.shippingCents === 0 ? t('admin.freeShipping') : formatPrice(order.shippingCents)
            }
          />
        )}
        <Line
          label={t('admin.tax')}
          value={order.taxCents === 0 ? t('admin.taxIncluded') : formatPrice(order.taxCents)}
        />
        <div className="flex justify-between gap-3 font-semibold text-white">
          <dt>{t('admin.total')}</dt>
          <dd className="tabular-nums">{formatPrice(order.totalCents)}</dd>
        </div>
      </dl>
      {!order.shippable && (
        <p className="mt-2 text-xs text-stage-400">{t('admin.ticketsNothingToShip')}</p>
      )}
      {order.shipping && (
        <div className="mt-3 text-sm">
          <h4 className="font-semibold">{t('admin.shipTo')}</h4>
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
  const t = useT();
  const [filter, setFilter] = useState<OrderFilter>(ALL_ORDERS);
  const query = useQuery(ordersQueryOptions(filter));
  return (
    <Section title={t('admin.orders')}>
      <SelectField
        label={t('admin.status')}
        value={filter}
        options={[
          { value: ALL_ORDERS, label: t('admin.allStatuses') },
          ...ORDER_STATUSES.map((status) => ({
            value: status,
            label: t('admin.orderStatus', { status }),
          })),
        ]}
        onValueChange={(value) => {
          if (isOrderFilter(value)) setFilter(value);
        }}
        className="mb-4"
      />
      <QueryStates
        query={query}
        loadingLabel={t('admin.loadingOrders')}
        errorText={t('admin.ordersLoadFailed')}
        emptyText={
          filter === ALL_ORDERS
            ? t('admin.noOrders')
            : t('admin.noStatusOrders', { status: t('admin.orderStatus', { status: filter }) })
        }
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
