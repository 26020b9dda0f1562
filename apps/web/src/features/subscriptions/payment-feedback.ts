import { toast } from 'sonner';
import { ApiError } from '../../lib/api-client';

/** Spec section 8: the one payment failure toast. The server's detail goes to the console. */
export function showPaymentError(error?: unknown): void {
  if (error) console.warn('Payment request failed', error);
  toast.error('Payment Error', { description: 'There was an issue processing your payment. Please try again.' });
}

/** Plan changes that take no money (cancel, resume, downgrade): the server's reason is shown. */
export function showSubscriptionError(error: unknown): void {
  console.warn('Subscription request failed', error);
  const description = error instanceof ApiError && error.status < 500 ? error.message : 'Please try again in a moment.';
  toast.error('Subscription not changed', { description });
}

/** The server names the field it rejected (e.g. fields.cardNumber 'Your card was declined.'). */
export function serverFieldErrors<K extends string>(error: unknown, known: readonly K[]): Partial<Record<K, string>> {
  const fields = error instanceof ApiError ? error.fields : undefined;
  const out: Partial<Record<K, string>> = {};
  for (const key of known) if (fields?.[key]) out[key] = fields[key];
  return out;
}

/** A server message that names no field (e.g. wallets on the demo provider), to show inline. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status >= 500) return null;
  return error.fields && Object.keys(error.fields).length > 0 ? null : error.message;
}

/** Follows a URL from the billing API: in-app paths through the router, provider pages by full load. */
export function followRedirect(url: string, navigate: (to: string) => void): void {
  if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
  else window.location.assign(url);
}

export function isPaidTier<T extends string>(tier: T): tier is Exclude<T, 'free'> {
  return tier !== 'free';
}
