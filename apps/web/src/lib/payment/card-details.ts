// Card checks before a round trip. The rules (Luhn, expiry) are the server's own from
// @fanclub/shared/payments, so the form and the API always agree on what is valid.
import { digitsOnly, expiryProblem, isValidCardNumber } from '@fanclub/shared/payments';

/** The payment form of spec section 3 (acceptTerms is kept by the form itself). */
export interface CardDetails {
  email: string;
  fullName: string;
  cardNumber: string;
  expDate: string;
  cvc: string;
  zipCode: string;
  country: string;
}

/** The card itself: number, expiry, CVC and ZIP (all a card-update form asks for). */
export type CardOnly = Pick<CardDetails, 'cardNumber' | 'expDate' | 'cvc' | 'zipCode'>;

export type CardErrors = Partial<Record<keyof CardDetails, string>>;

export const CARD_FIELDS = [
  'email',
  'fullName',
  'cardNumber',
  'expDate',
  'cvc',
  'zipCode',
  'country',
] as const;

export const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'AU', label: 'Australia' },
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
  { value: 'MX', label: 'Mexico' },
] as const;

export function countryName(code: string): string {
  return COUNTRIES.find((c) => c.value === code)?.label ?? code;
}

export const emptyCard = (email = ''): CardDetails => ({
  email,
  fullName: '',
  cardNumber: '',
  expDate: '',
  cvc: '',
  zipCode: '',
  country: 'US',
});

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

export const zipProblem = (value: string): string | undefined => {
  const zip = value.trim();
  return zip.length >= 3 && zip.length <= 10 ? undefined : 'Please enter your ZIP code.';
};

/** Number, expiry, CVC and ZIP only. */
export function validateCardOnly(form: CardOnly, now = new Date()): CardErrors {
  return {
    cardNumber: isValidCardNumber(form.cardNumber)
      ? undefined
      : 'Please enter a valid card number.',
    expDate: expiryProblem(form.expDate, now) ?? undefined,
    cvc: /^\d{3,4}$/.test(form.cvc) ? undefined : 'Enter the 3 or 4 digits on the back.',
    zipCode: zipProblem(form.zipCode),
  };
}

/**
 * The whole payment form of spec section 3. With a hosted payment page (`cardForm` false) the
 * card is entered on the provider's page, so only the e-mail and country are ours to check.
 */
export function validateCard(form: CardDetails, now = new Date(), cardForm = true): CardErrors {
  const email = form.email.trim();
  const payer = {
    email: !email
      ? 'Please enter your email.'
      : EMAIL.test(email)
        ? undefined
        : 'Please enter a valid email address.',
    country: form.country ? undefined : 'Please choose a country.',
  };
  if (!cardForm) return payer;
  return {
    ...payer,
    fullName: form.fullName.trim() ? undefined : 'Please enter the name on the card.',
    ...validateCardOnly(form, now),
  };
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

/** What the API takes: digits only for the number, so '4242 4242 …' and '4242…' are the same card. */
export function cardPayload(form: CardDetails): CardDetails {
  return {
    ...form,
    email: form.email.trim(),
    fullName: form.fullName.trim(),
    cardNumber: digitsOnly(form.cardNumber),
  };
}

/** With a hosted payment page no card field leaves the browser: only who pays and from where. */
export function payerPayload(form: CardDetails): Pick<CardDetails, 'email' | 'country'> {
  return { email: form.email.trim(), country: form.country };
}
