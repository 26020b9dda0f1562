import type { Tracking } from '@fanclub/shared/schemas/order-delivery';
import type { orders } from '../../db/schema/commerce';

type OrderRow = typeof orders.$inferSelect;

/** The carrier and number an admin entered when shipping; null until then. */
export function trackingOf(order: OrderRow): Tracking | null {
  if (!order.carrier || !order.trackingNumber || !order.shippedAt) return null;
  return {
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    shippedAt: order.shippedAt.toISOString(),
  };
}

/**
 * What an order's screens and API show about money and delivery. Checkout charges no shipping and
 * no tax on top of the prices (place-order.ts takes subtotal − discount − the code's discount), so both are the real 0
 * the buyer paid, never an invented figure.
 */
export function orderState(order: OrderRow) {
  return {
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    offerCode: order.offerCode,
    offerDiscountCents: order.offerDiscountCents,
    shippingCents: 0,
    taxCents: 0,
    totalCents: order.totalCents,
    shipping: order.shipping ?? null,
    tracking: trackingOf(order),
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
  };
}
