import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { formatPlanPrice, planById } from '@fanclub/shared/plans';
import { Button } from '../../../components/ui/button';
import { emptyCard } from '../../../lib/payment/card-details';
import { loadPaymentRules } from '../../../lib/payment/payment-rules';
import { CardFields, EmailField, FormAlert, TermsCheckbox } from '../../../lib/payment/card-fields';
import { usePaymentsEnabled } from '../../../lib/payment/checkout-options';
import { PaymentsOffNotice } from '../../../lib/payment/payments-off-notice';
import type { CardCheckoutDetails, PaidTier } from '../api/billing-api';
import { checkPlanCode, payWithCard } from '../api/billing-api';
import { useCheckoutStart } from '../hooks/use-checkout-start';
import { useCardForm } from '../hooks/use-card-form';
import { useT } from '../../../lib/i18n/i18n-context';
import { DiscountCodeField } from '../../../lib/payment/discount-code-field';
/**
 * The card form, the terms box and 'Subscribe for $9.99/month'. Signed-in members only.
 *
 * No Apple Pay or Google Pay buttons: this form is the demo provider's, which cannot take a wallet
 * (the server answers 400), so they could only ever fail. With Stripe the plan list goes to
 * Stripe Checkout, whose own page offers the wallets the member's device supports; a wallet here
 * would need Stripe.js and a second payment path (Express Checkout), which the web does not have.
 */
export function CheckoutForm({ tier, email }: { tier: PaidTier; email: string }) {
  const t = useT();
  const checkout = useCheckoutStart(tier);
  const [accepted, setAccepted] = useState(false);
  const { discountCode } = checkout;
  const paymentsOff = usePaymentsEnabled() === false;
  const { formRef, form, errors, formError, setFormError, onChange, passes, onPaymentError } =
    useCardForm<CardCheckoutDetails>(() => emptyCard(email));

  const pay = useMutation({
    mutationFn: (details: CardCheckoutDetails) => payWithCard(tier, details, discountCode),
    onMutate: () => setFormError(null),
    onSuccess: checkout.started,
    onError: (error) => {
      if (checkout.signInFirst(error)) return;
      onPaymentError(error);
    },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!accepted || pay.isPending || paymentsOff) return;
    if (await passes((rules) => rules.cardProblems(form))) pay.mutate(form);
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      // The field rules load with the first focus, so sending does not wait for them.
      onFocus={() => void loadPaymentRules()}
      className="flex flex-col gap-6"
    >
      {/* First, before anyone types a card number for nothing. */}
      {paymentsOff && <PaymentsOffNotice />}
      <FormAlert message={formError} />

      <div className="flex flex-col gap-4">
        <EmailField value={form} errors={errors} onChange={onChange} />
        <CardFields
          value={form}
          errors={errors}
          onChange={onChange}
          zipAutoComplete="postal-code"
        />
        {/* Keyed by plan: another plan starts without a code. */}
        <DiscountCodeField
          key={tier}
          check={(code) => checkPlanCode(tier, code)}
          onApplied={checkout.onCodeApplied}
        />
      </div>

      <TermsCheckbox checked={accepted} onCheckedChange={setAccepted}>
        {t('billing.termsRecurring')}
      </TermsCheckbox>

      <div>
        <Button
          type="submit"
          className="min-h-13 w-full text-base"
          disabled={!accepted || pay.isPending || paymentsOff}
        >
          {pay.isPending
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
