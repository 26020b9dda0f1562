import type { CardCheckoutDetails } from './api/billing-api';

export type CardErrors = Partial<Record<keyof CardCheckoutDetails, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** '4242424242424242' -> '4242 4242 4242 4242', as printed on the card. */
export function formatCardNumber(value: string): string {
  return digitsOnly(value).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Types the slash for the user: '1228' -> '12/28'. */
export function formatExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Luhn checksum: catches almost every typo in a card number before a round trip. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function checkExpiry(value: string, now: Date): string | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return 'Use the format MM/YY.';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'Enter a month from 01 to 12.';
  // A card is valid through the last day of its expiry month.
  if (new Date(year, month, 1) <= now) return 'This card has expired.';
  return undefined;
}

export function validateCard(form: CardCheckoutDetails, now = new Date()): CardErrors {
  const number = digitsOnly(form.cardNumber);
  return {
    email: !form.email.trim()
      ? 'Please enter your email.'
      : EMAIL.test(form.email.trim())
        ? undefined
        : 'Please enter a valid email address.',
    fullName: form.fullName.trim() ? undefined : 'Please enter the name on the card.',
    cardNumber:
      number.length < 13 || number.length > 19 || !passesLuhn(number) ? 'Please enter a valid card number.' : undefined,
    expDate: checkExpiry(form.expDate, now),
    cvc: /^\d{3,4}$/.test(form.cvc) ? undefined : 'Enter the 3 or 4 digits on the back.',
    zipCode: form.zipCode.trim() ? undefined : 'Please enter your ZIP code.',
    country: form.country ? undefined : 'Please choose a country.',
  };
}
