/**
 * An order's life: pending → paid → shipped → delivered, or cancelled / failed. Only paid, shipped
 * and delivered orders count. Apart from the zod schemas so the web's admin screen can list them
 * without loading zod.
 */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'failed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses of an order whose money is in: what counts in totals and tallies. */
export const SETTLED_ORDER_STATUSES = ['paid', 'shipped', 'delivered'] as const;

export const isSettled = (status: OrderStatus | undefined): boolean =>
  (SETTLED_ORDER_STATUSES as readonly (OrderStatus | undefined)[]).includes(status);

/** The next step an admin may move a merch order to; tickets are never shipped. */
export const NEXT_ORDER_STATUS: Partial<Record<OrderStatus, 'shipped' | 'delivered'>> = {
  paid: 'shipped',
  shipped: 'delivered',
};

/** Carriers whose tracking page we can link to; any other carrier's number is shown as text. */
export const CARRIER_TRACKING_URLS: Record<string, (trackingNumber: string) => string> = {
  USPS: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`,
  UPS: (n) => `https://www.ups.com/track?tracknum=${encodeURIComponent(n)}`,
  FedEx: (n) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(n)}`,
  DHL: (n) => `https://www.dhl.com/en/express/tracking.html?AWB=${encodeURIComponent(n)}`,
};

export const trackingUrl = (carrier: string, trackingNumber: string): string | null =>
  CARRIER_TRACKING_URLS[carrier]?.(trackingNumber) ?? null;
