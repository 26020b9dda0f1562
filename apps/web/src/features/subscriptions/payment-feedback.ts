import { toast } from 'sonner';

/** The spec's one payment failure message; the server's detail goes to the console, not the user. */
export function showPaymentError(error?: unknown): void {
  if (error) console.warn('Payment request failed', error);
  toast.error('Payment Error', { description: 'There was an issue processing your payment. Please try again.' });
}

/** Follows a URL from the billing API: in-app paths through the router, provider pages by full load. */
export function followRedirect(url: string, navigate: (to: string) => void): void {
  if (url.startsWith('/') && !url.startsWith('//')) navigate(url);
  else window.location.assign(url);
}

export function isPaidTier<T extends string>(tier: T): tier is Exclude<T, 'free'> {
  return tier !== 'free';
}
