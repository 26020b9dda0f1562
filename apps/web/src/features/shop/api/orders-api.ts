// Cart checkout. The server prices the order itself from product ids; the client total is display only.
import type { CartLine } from '@fanclub/shared/cart';
import { api } from '../../../lib/api-client';

export interface CheckoutDetails {
  email: string;
  addressLine1: string;
  addressLine2: string;
  shippingZip: string;
  fullName: string;
  cardNumber: string;
  expDate: string;
  cvc: string;
  zipCode: string;
  country: string;
  acceptTerms: boolean;
}

export interface OrderResult {
  id?: string;
  message?: string;
}

export function placeOrder(lines: readonly CartLine[], details: CheckoutDetails): Promise<OrderResult | undefined> {
  return api.post<OrderResult | undefined>('/api/orders', {
    ...details,
    items: lines.map((line) => ({
      productId: line.id,
      color: line.color,
      size: line.size,
      quantity: line.quantity,
    })),
  });
}
