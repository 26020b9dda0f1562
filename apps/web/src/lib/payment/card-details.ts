// The payment form's state and formatting. Its checks are the server's own zod schemas, loaded
// on demand (payment-rules.ts); the types here are those schemas' types.
import type { CardDetails as CardFields, CardOnly, Payment } from '@fanclub/shared/schemas/billing';
import { INTL_LOCALES } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import { digitsOnly } from '@fanclub/shared/payments';
import { regionName } from '@fanclub/shared/region-names';

export type { CardOnly };
/** The form's card, or `savedCard`: pay with the member's saved card (saved-card.tsx) and send none. */
export type CardDetails = CardFields & { savedCard?: boolean };

/** The cart checkout adds the shipping address to the payment form. */
export interface CheckoutDetails extends CardDetails {
  recipientName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  region: string;
  shippingZip: string;
}

export type CardErrors = Partial<Record<keyof CardDetails, string>>;
export type CheckoutErrors = Partial<Record<keyof CheckoutDetails, string>>;

export const CARD_FIELDS = [
  'email',
  'fullName',
  'cardNumber',
  'expDate',
  'cvc',
  'zipCode',
  'country',
] as const;

export const CHECKOUT_FIELDS = [
  ...CARD_FIELDS,
  'recipientName',
  'addressLine1',
  'addressLine2',
  'city',
  'region',
  'shippingZip',
] as const;

/** The countries the payment form offers, by ISO code. */
export const COUNTRY_CODES = ['US', 'CA', 'GB', 'AU', 'DE', 'FR', 'MX'] as const;

/**
 * A country's name in the reader's language ('United States', 'Estados Unidos', 'アメリカ合衆国');
 * a code the form does not offer stays a code.
 */
export function countryName(code: string, locale: Locale): string {
  if (!(COUNTRY_CODES as readonly string[]).includes(code)) return code;
  return regionName(code, INTL_LOCALES[locale]) ?? code;
}

/** The country select's options, named in the reader's language. */
export const countryOptions = (locale: Locale) =>
  COUNTRY_CODES.map((value) => ({ value, label: countryName(value, locale) }));

export const emptyCard = (email = ''): CardDetails => ({
  email,
  fullName: '',
  cardNumber: '',
  expDate: '',
  cvc: '',
  zipCode: '',
  country: 'US',
});

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

/** The errors without those of the fields just edited: an edited field's old complaint (a decline included) no longer applies. */
export function withoutErrorsFor<E extends Partial<Record<string, string>>>(
  errors: E,
  patch: object,
): E {
  const next = { ...errors };
  for (const key of Object.keys(patch)) delete next[key as keyof E];
  return next;
}

export { hasErrors } from '../form-errors';

/**
 * The payment part of an order or a ticket purchase, the same in every payment mode: who pays,
 * and the card fields the buyer filled in (none where the provider's page takes the card; the
 * server's payment mode decides what it needs). Digits only for the number, so '4242 4242 …' and
 * '4242…' are the same card.
 */
export function paymentPayload(form: CardDetails): Payment {
  if (form.savedCard) return { email: form.email.trim(), country: form.country, savedCard: true };
  const card = {
    fullName: form.fullName.trim(),
    cardNumber: digitsOnly(form.cardNumber),
    expDate: form.expDate,
    cvc: form.cvc,
    zipCode: form.zipCode,
  };
  const filled = Object.entries(card).filter(([, value]) => value !== '');
  return { email: form.email.trim(), country: form.country, ...Object.fromEntries(filled) };
}
