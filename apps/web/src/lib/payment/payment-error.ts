import { toast } from '../toast';
import type { Translator } from '../i18n/translator';

/**
 * Spec section 8: the one payment failure toast. The server's detail goes to the console. Not in
 * payment-feedback.ts, which the cart brings into every first load: only paying screens need it.
 */
export function showPaymentError(error: unknown, t: Translator['t']): void {
  if (error) console.warn('Payment request failed', error);
  toast.error(t('payment.errorTitle'), { description: t('payment.errorText') });
}
