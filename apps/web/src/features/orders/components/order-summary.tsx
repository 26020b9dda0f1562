import { CreditCard } from 'lucide-react';
import { formatPrice } from '@fanclub/shared/format';
import type { Order } from '@fanclub/shared/schemas/commerce';
import { countryName } from '../../../lib/payment/card-details';
import { itemDetail } from '../order-format';

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

/** Items, totals (with the VIP discount when there was one), the card and the shipping address. */
export function OrderSummary({ order }: { order: Order }) {
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
                {[itemDetail(item), `Qty ${item.quantity}`].filter(Boolean).join(' · ')}
              </p>
            </div>
            <span className="shrink-0 font-semibold">
              {formatPrice(item.unitPriceCents * item.quantity)}
            </span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2 border-t border-white/10 pt-4 text-stage-300">
        <Row label="Subtotal" value={formatPrice(order.subtotalCents)} />
        {order.discountCents > 0 && (
          <Row
            label="VIP discount"
            value={`−${formatPrice(order.discountCents)}`}
            className="text-emerald-300"
          />
        )}
        <Row
          label="Total"
          value={formatPrice(order.totalCents)}
          className="text-lg font-bold text-white"
        />
      </dl>
      {order.card && (
        <p className="flex items-center gap-2 text-sm text-stage-300">
          <CreditCard aria-hidden className="size-4 text-accent" />
          Paid with {order.card.brand} ending in {order.card.last4}
        </p>
      )}
      {order.shipping && (
        <div className="text-sm">
          <h3 className="mb-1 font-semibold">Shipping address</h3>
          <address className="text-stage-300 not-italic">
            {order.shipping.addressLine1}
            <br />
            {order.shipping.addressLine2 && (
              <>
                {order.shipping.addressLine2}
                <br />
              </>
            )}
            {order.shipping.shippingZip}, {countryName(order.shipping.country)}
          </address>
        </div>
      )}
    </div>
  );
}
