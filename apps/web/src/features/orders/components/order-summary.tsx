import { CreditCard } from 'lucide-react';
import type { Order } from '@fanclub/shared/schemas/commerce';
import { AddressLines, TrackingLine } from '../../../lib/orders/order-delivery';
import { isTicketOrder, itemDetail } from '../order-format';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

function Row({
  label,
  value,
  className = '',
}: {
  label: string;
  value: string;
  className?: string;
}) {
  return (
    <div className={`flex items-center justify-between ${className}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * Items, totals (with the VIP discount when there was one; shipping and tax as the server charged
 * them), the card, the tracking once shipped and the shipping address.
 */
export function OrderSummary({ order }: { order: Order }) {
  const t = useT();
  const { price: formatPrice } = useFormat();
  const posted = !isTicketOrder(order);
  return (
    <div className="flex flex-col gap-5">
      <ul className="flex flex-col divide-y divide-white/5">
        {order.items.map((item, index) => (
          <li
            key={`${item.name}-${index}`}
            className="flex items-start justify-between gap-3 py-3 first:pt-0"
          >
            <div className="min-w-0">
              <p className="font-medium">{item.name}</p>
              <p className="text-sm text-stage-300">
                {[itemDetail(item), t('orders.qty', { count: item.quantity })]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <span className="shrink-0 font-semibold">
              {formatPrice(item.unitPriceCents * item.quantity)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2 border-t border-white/10 pt-4 text-stage-300">
        <Row label={t('orders.subtotal')} value={formatPrice(order.subtotalCents)} />
        {order.discountCents > 0 && (
          <Row
            label={t('orders.vipDiscount')}
            value={`−${formatPrice(order.discountCents)}`}
            className="text-emerald-300"
          />
        )}
        {order.offerCode && (
          <Row
            label={t('orders.code', { code: order.offerCode })}
            value={`−${formatPrice(order.offerDiscountCents)}`}
            className="text-emerald-300"
          />
        )}
        {posted && (
          <Row
            label={t('orders.shipping')}
            value={
              order.shippingCents === 0
                ? t('orders.freeShipping')
                : formatPrice(order.shippingCents)
            }
          />
        )}
        <Row
          label={t('orders.tax')}
          value={order.taxCents === 0 ? t('orders.included') : formatPrice(order.taxCents)}
        />
        <Row
          label={t('orders.total')}
          value={formatPrice(order.totalCents)}
          className="text-lg font-bold text-white"
        />
      </dl>
      {order.card && (
        <p className="flex items-center gap-2 text-sm text-stage-300">
          <CreditCard aria-hidden className="size-4 text-accent" />
          {t('orders.paidWith', { brand: order.card.brand, last4: order.card.last4 })}
        </p>
      )}
      {order.tracking && (
        <div className="text-sm">
          <h3 className="mb-1 font-semibold">{t('orders.tracking')}</h3>
          <TrackingLine tracking={order.tracking} />
        </div>
      )}
      {order.shipping && (
        <div className="text-sm">
          <h3 className="mb-1 font-semibold">{t('orders.shippingAddress')}</h3>
          <AddressLines address={order.shipping} />
        </div>
      )}
    </div>
  );
}
