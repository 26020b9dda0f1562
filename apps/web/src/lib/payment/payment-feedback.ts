import { ApiError } from '../api-client';
import type { Translator } from '../i18n/translator';

/** The server names the fields it rejected (e.g. fields.cardNumber 'Your card was declined.'). */
export function serverFieldErrors<K extends string>(
  error: unknown,
  known: readonly K[],
): Partial<Record<K, string>> {
  const fields = error instanceof ApiError ? error.fields : undefined;
  const out: Partial<Record<K, string>> = {};
  for (const key of known) if (fields?.[key]) out[key] = fields[key];
  return out;
}

/**
 * A message fit to show people: the server's for 4xx (already in the member's language, minus a
 * 'lines.0: ' prefix), a generic one in the page's language otherwise.
 */
export function readableError(error: unknown, t: Translator['t']): string {
  if (!(error instanceof ApiError) || error.status >= 500) return t('app.errorTryAgain');
  return error.message.replace(/^lines\.\d+:\s*/, '');
}

export const isStatus = (error: unknown, status: number): boolean =>
  error instanceof ApiError && error.status === status;
