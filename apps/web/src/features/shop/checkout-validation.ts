import type { CardErrors } from '../../lib/payment/card-details';
import { CARD_FIELDS, validateCard, zipProblem } from '../../lib/payment/card-details';
import type { CheckoutDetails } from './api/orders-api';

export type CheckoutErrors = CardErrors &
  Partial<Record<'addressLine1' | 'addressLine2' | 'shippingZip', string>>;

export const CHECKOUT_FIELDS = [
  ...CARD_FIELDS,
  'addressLine1',
  'addressLine2',
  'shippingZip',
] as const;

/** The cart checkout form of spec section 3: the payment form plus the shipping address. */
export function validateCheckout(
  form: CheckoutDetails,
  now = new Date(),
  cardForm = true,
): CheckoutErrors {
  return {
    ...validateCard(form, now, cardForm),
    addressLine1: form.addressLine1.trim() ? undefined : 'Please enter your address.',
    shippingZip: zipProblem(form.shippingZip),
  };
}
