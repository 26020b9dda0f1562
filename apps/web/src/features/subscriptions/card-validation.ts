// The checkout and card-update forms check what they can before a round trip. The rules (Luhn,
// expiry) are the server's own from @fanclub/shared/payments, so both sides always agree.
import { digitsOnly, expiryProblem, isValidCardNumber } from '@fanclub/shared/payments';
import type { CardCheckoutDetails, CardUpdateDetails } from './api/billing-api';

export type CardErrors = Partial<Record<keyof CardCheckoutDetails, string>>;

export const CARD_FIELDS = ['email', 'fullName', 'cardNumber', 'expDate', 'cvc', 'zipCode', 'country'] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** '4242424242424242' -> '4242 4242 4242 4242', as printed on the card. */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Types the slash for the user: '1228' -> '12/28'. */
export function formatExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The card itself: number, expiry, CVC and ZIP (all the card-update dialog asks for). */
export function validateCardOnly(form: CardUpdateDetails, now = new Date()): CardErrors {
  const zip = form.zipCode.trim();
  return {
    cardNumber: isValidCardNumber(form.cardNumber) ? undefined : 'Please enter a valid card number.',
    expDate: expiryProblem(form.expDate, now) ?? undefined,
    cvc: /^\d{3,4}$/.test(form.cvc) ? undefined : 'Enter the 3 or 4 digits on the back.',
    zipCode: zip.length >= 3 && zip.length <= 10 ? undefined : 'Please enter your ZIP code.',
  };
}

/** The whole checkout form of spec section 3. */
export function validateCard(form: CardCheckoutDetails, now = new Date()): CardErrors {
  const email = form.email.trim();
  return {
    email: !email ? 'Please enter your email.' : EMAIL.test(email) ? undefined : 'Please enter a valid email address.',
    fullName: form.fullName.trim() ? undefined : 'Please enter the name on the card.',
    ...validateCardOnly(form, now),
    country: form.country ? undefined : 'Please choose a country.',
  };
}

export function hasErrors(errors: CardErrors): boolean {
  return Object.values(errors).some(Boolean);
}
