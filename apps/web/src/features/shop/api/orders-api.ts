// Cart checkout. The server prices the order itself from product ids; the client total is display only.
import type { CartLine } from '@fanclub/shared/cart';
// Types only: a runtime import of the schema module would pull zod into the browser bundle.
import type { OrderBody, OrderCreated } from '@fanclub/shared/schemas/commerce';
import type { OfferQuote } from '@fanclub/shared/schemas/offers';
import { api } from '../../../lib/api-client';
import { toInputs } from '../../../lib/cart/cart-api';
import type { CheckoutDetails } from '../../../lib/payment/card-details';
import { paymentPayload } from '../../../lib/payment/card-details';

/**
 * Members buy their saved cart; a guest's lines travel with the order. The same body in every
 * payment mode: card fields only if the buyer typed them (our demo card form).
 */
export function placeOrder(
  details: CheckoutDetails & { discountCode?: string | null },
  guestLines: readonly CartLine[] | null,
  headers: Record<string, string>,
): Promise<OrderCreated> {
  const addressLine2 = details.addressLine2.trim();
  const body: OrderBody = {
    ...paymentPayload(details),
    recipientName: details.recipientName.trim(),
    addressLine1: details.addressLine1.trim(),
    ...(addressLine2 ? { addressLine2 } : {}),
    city: details.city.trim(),
    region: details.region.trim(),
    shippingZip: details.shippingZip.trim(),
    acceptTerms: true,
    ...(guestLines ? { lines: toInputs(guestLines) } : {}),
    ...(details.discountCode ? { discountCode: details.discountCode } : {}),
  };
  return api.post<OrderCreated>('/api/orders', { ...body }, headers);
}

/** What a discount code takes off the member's saved cart (the order is repriced anyway). */
export const checkCartCode = (code: string) =>
  api.post<OfferQuote>('/api/cart/discount-code', { code });
