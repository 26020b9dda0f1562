import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api-client';
import type { Translator } from '../../lib/i18n/translator';

/**
 * Plan changes that take no money (cancel, resume, downgrade): the server's reason is shown. Its
 * texts are the payment namespace's, which both the plans and Manage Subscription load.
 */
export function showSubscriptionError(error: unknown, t: Translator['t']): void {
  console.warn('Subscription request failed', error);
  const description =
    error instanceof ApiError && error.status < 500 ? error.message : t('payment.tryAgainShortly');
  toast.error(t('payment.subscriptionNotChanged'), { description });
}

/** A server message that names no field (e.g. 'You are already on this plan.'), to show inline. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status >= 500) return null;
  return error.fields && Object.keys(error.fields).length > 0 ? null : error.message;
}

/** Follows a URL from the billing API: in-app paths through the router, provider pages by full load. */
export function followRedirect(url: string, navigate: (to: string) => void | Promise<void>): void {
  // The router's navigate() settles once the page has loaded (loader errors show on that page),
  // so there is nothing to wait for here.
  if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
  else window.location.assign(url);
}

export function isPaidTier<T extends string>(tier: T): tier is Exclude<T, 'free'> {
  return tier !== 'free';
}
