// Card rules shared by the checkout form (to save a round trip) and the server (which decides).
// No zod here, so the web app can import these without pulling a schema library into its bundle.

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** Luhn checksum: catches almost every typo in a card number. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
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

export function isValidCardNumber(value: string): boolean {
  const digits = digitsOnly(value);
  return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits);
}

/** 'MM/YY': null when valid; otherwise the reason. A card is valid through its expiry month. */
export function expiryProblem(value: string, now: Date = new Date()): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return 'Use the format MM/YY.';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'Enter a month from 01 to 12.';
  if (new Date(Date.UTC(year, month, 1)) <= now) return 'This card has expired.';
  return null;
}

export function cardBrand(value: string): string {
  const digits = digitsOnly(value);
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Card';
}

/** Stripe's test cards, honoured by the demo provider the same way. */
export const TEST_CARD_SUCCESS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
/** Stripe's card that can be saved (a subscription takes it) but whose later charges are declined. */
export const TEST_CARD_SAVED_DECLINES = '4000000000000341';

/**
 * Said (503) to every paid action when the server has no payment provider: not in demo mode and
 * Stripe not configured. Payments fail closed; the web shows it beside a disabled pay button.
 */
export const PAYMENTS_NOT_SET_UP =
  'Payments are not set up on this server yet, so nothing can be bought right now. Nothing was charged.';
