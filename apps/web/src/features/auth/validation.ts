import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@fanclub/shared/limits';

// Client checks only save a round trip; the server validates the same fields again.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[a-zA-Z0-9_.]{3,30}$/;
/** US/Canada numbers behind the fixed +1 prefix: exactly ten digits once spaces and dashes go. */
const NANP_DIGITS = /^\d{10}$/;

export type Errors<K extends string> = Partial<Record<K, string>>;

export function checkEmail(value: string): string | undefined {
  if (!value.trim()) return 'Please enter your email.';
  if (!EMAIL.test(value.trim())) return 'Please enter a valid email address.';
  return undefined;
}

export function checkRequired(value: string, label: string): string | undefined {
  return value.trim() ? undefined : `Please enter your ${label}.`;
}

export function checkNewPassword(value: string): string | undefined {
  if (!value) return 'Please choose a password.';
  if (value.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (value.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  return undefined;
}

export function checkUsername(value: string): string | undefined {
  if (!value.trim()) return 'Please choose a username.';
  if (!USERNAME.test(value.trim())) return 'Use 3 to 30 letters, numbers, dots or underscores.';
  return undefined;
}

export function phoneDigits(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

export function checkPhone(value: string): string | undefined {
  if (!value.trim()) return 'Please enter your phone number.';
  if (!NANP_DIGITS.test(phoneDigits(value))) return 'Enter the 10 digits after +1.';
  return undefined;
}

export function hasErrors<K extends string>(errors: Errors<K>): boolean {
  return Object.values(errors).some(Boolean);
}
