// Loaded on demand through payment-rules.ts: this module pulls zod into its own chunk.
import { CardDetails, Payer, UpdateCardBody } from '@fanclub/shared/schemas/billing';
import type { CardOnly } from '@fanclub/shared/schemas/billing';
import { OrderBody } from '@fanclub/shared/schemas/commerce';
import { checkForm } from '../form-errors';
import type { CardErrors, CheckoutDetails, CheckoutErrors } from './card-details';

const ShippingAddress = OrderBody.pick({
  recipientName: true,
  addressLine1: true,
  addressLine2: true,
  city: true,
  region: true,
  shippingZip: true,
});

/**
 * The payment form of spec section 3. With a hosted payment page (`cardForm` false) the card is
 * entered on the provider's page, so only the e-mail and country are ours to check.
 */
export function cardProblems(form: CardDetails, cardForm = true): CardErrors {
  return checkForm(cardForm ? CardDetails : Payer, form).errors;
}

/** Number, expiry, CVC and ZIP only: the card-update form. */
export function cardOnlyProblems(form: CardOnly): CardErrors {
  return checkForm(UpdateCardBody, form).errors;
}

/** The cart checkout form: the payment form plus the shipping address. */
export function checkoutProblems(form: CheckoutDetails, cardForm = true): CheckoutErrors {
  // `savedCard` is no field of this form; named so every key of the form is present.
  const fields = { ...form, savedCard: form.savedCard };
  return { ...cardProblems(form, cardForm), ...checkForm(ShippingAddress, fields).errors };
}
