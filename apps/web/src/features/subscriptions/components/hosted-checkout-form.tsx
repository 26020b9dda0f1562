import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { formatPlanPrice, planById } from '@fanclub/shared/plans';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { FormAlert, HostedPageNext, TermsCheckbox } from '../../../lib/payment/card-fields';
import { DiscountCodeField } from '../../../lib/payment/discount-code-field';
import { showPaymentError } from '../../../lib/payment/payment-error';
import { readableError } from '../../../lib/payment/payment-feedback';
import { useT } from '../../../lib/i18n/i18n-context';
import type { PaidTier } from '../api/billing-api';
import { checkPlanCode, startCheckout } from '../api/billing-api';
import { useCheckoutStart } from '../hooks/use-checkout-start';

/**
 * The subscription checkout when the payment provider's page takes the card (Stripe): no card
 * fields, but the discount code field, which Stripe's page cannot offer for our codes. The server
 * prices a code on Apply, checks and holds it again on Subscribe, and opens Stripe's page with
 * its coupon (ADR 038). Signed-in members only.
 */
export function HostedCheckoutForm({ tier }: { tier: PaidTier }) {
  const t = useT();
  const checkout = useCheckoutStart(tier);
  const [accepted, setAccepted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { discountCode } = checkout;

  const start = useMutation({
    mutationFn: () => startCheckout(tier, discountCode),
    onMutate: () => setFormError(null),
    onSuccess: checkout.started,
    onError: (error) => {
      if (checkout.signInFirst(error)) return;
      // A code used up since Apply, a payment still being confirmed: the server's words.
      if (error instanceof ApiError && error.status < 500) setFormError(readableError(error));
      else showPaymentError(error, t);
    },
  });
  // Stays busy while the browser leaves for Stripe's page, so it cannot be sent twice; back
  // from that page out of the browser's cache, it is a form again.
  const busy = start.isPending || start.isSuccess;
  const { reset } = start;
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (accepted && !busy) start.mutate();
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <FormAlert message={formError} />
      <div className="flex flex-col gap-4">
        {/* Keyed by plan: another plan starts without a code. */}
        <DiscountCodeField
          key={tier}
          check={(code) => checkPlanCode(tier, code)}
          onApplied={checkout.onCodeApplied}
        />
        <HostedPageNext />
      </div>

      <TermsCheckbox checked={accepted} onCheckedChange={setAccepted}>
        {t('billing.termsRecurring')}
      </TermsCheckbox>

      <div>
        <Button type="submit" className="min-h-13 w-full text-base" disabled={!accepted || busy}>
          {busy
            ? t('billing.processing')
            : t('billing.subscribeFor', { price: formatPlanPrice(planById(tier)) })}
        </Button>
        <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-stage-400">
          <Lock aria-hidden className="size-3.5" />
          {t('billing.encrypted')}
        </p>
      </div>
    </form>
  );
}
