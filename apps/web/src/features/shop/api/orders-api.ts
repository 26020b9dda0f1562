// Cart checkout. The server prices the order itself from product ids; the client total is display only.
import type { CartLine } from '@fanclub/shared/cart';
// Types only: a runtime import of the schema module would pull zod into the browser bundle.
import type { OrderBody, OrderCreated } from '@fanclub/shared/schemas/commerce';
import { api } from '../../../lib/api-client';
import { toInputs } from '../../../lib/cart/cart-api';
import type { CardDetails, CheckoutDetails } from '../../../lib/payment/card-details';
import { cardPayload, payerPayload } from '../../../lib/payment/card-details';

/**
 * Members buy their saved cart; a guest's lines travel with the order. Without our card form
 * (a hosted payment page) no card field is sent at all.
 */
export function placeOrder(
  details: CheckoutDetails,
  guestLines: readonly CartLine[] | null,
  cardForm: boolean,
  headers: Record<string, string>,
): Promise<OrderCreated> {
  const addressLine2 = details.addressLine2.trim();
  const body: Omit<OrderBody, keyof CardDetails> & Partial<CardDetails> = {
    ...(cardForm ? cardPayload(details) : payerPayload(details)),
    addressLine1: details.addressLine1.trim(),
    ...(addressLine2 ? { addressLine2 } : {}),
    shippingZip: details.shippingZip.trim(),
    acceptTerms: true,
    ...(guestLines ? { lines: toInputs(guestLines) } : {}),
  };
  return api.post<OrderCreated>('/api/orders', { ...body }, headers);
}
