import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Lock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { focusFirstError } from '../../../lib/focus-first-error';
import type { CheckoutDetails, CheckoutErrors } from '../../../lib/payment/card-details';
import { emptyCard, hasErrors, withoutErrorsFor } from '../../../lib/payment/card-details';
import { loadPaymentRules } from '../../../lib/payment/payment-rules';
import { EmailField, FormAlert, TermsCheckbox } from '../../../lib/payment/card-fields';
import { useCardForm, usePaymentsEnabled } from '../../../lib/payment/checkout-options';
import { PaymentChoice } from '../../../lib/payment/payment-choice';
import { useSavedCardChoice } from '../../../lib/payment/saved-card';
import { useSession } from '../../../lib/session';
import { useCheckout } from '../hooks/use-checkout';
import { DiscountCodeField } from '../../../lib/payment/discount-code-field';
import { checkCartCode } from '../api/orders-api';
import { useT } from '../../../lib/i18n/i18n-context';

type ShippingField =
  'recipientName' | 'addressLine1' | 'addressLine2' | 'city' | 'region' | 'shippingZip';

/** Spec section 3's cart checkout: email, shipping address, card; the terms box gates the button. */
export function CheckoutForm({ email = '' }: { email?: string }) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const { session } = useSession();
  const nameOnFile = session?.profile.displayName ?? '';
  const [discountCode, setDiscountCode] = useState<string | null>(null);
  const [form, setForm] = useState<CheckoutDetails>(() => ({
    ...emptyCard(email),
    fullName: nameOnFile,
    recipientName: '',
    addressLine1: '',
    addressLine2: '',
    city: '',
    region: '',
    shippingZip: '',
  }));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [acceptTerms, setAcceptTerms] = useState(false);
  const cardForm = useCardForm();
  const choice = useSavedCardChoice();
  const paymentsOff = usePaymentsEnabled() === false;
  const { order, formError } = useCheckout((fields) => {
    setErrors(fields);
    if (hasErrors(fields)) focusFirstError(formRef.current);
  });

  function onChange(patch: Partial<CheckoutDetails>) {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => withoutErrorsFor(current, patch));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!acceptTerms || order.isPending || cardForm === undefined || paymentsOff) return;
    const { checkoutProblems } = await loadPaymentRules();
    const next = checkoutProblems(form, cardForm && !choice.payingSaved);
    setErrors(next);
    if (hasErrors(next)) {
      focusFirstError(formRef.current);
      return;
    }
    order.mutate(
      {
        ...form,
        fullName: form.fullName || nameOnFile,
        savedCard: choice.payingSaved,
        discountCode,
      },
      { onError: choice.declined },
    );
  }

  const text = (name: ShippingField) => ({
    value: form[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      // The field rules load with the first focus, so sending does not wait for them.
      onFocus={() => void loadPaymentRules()}
      className="flex flex-col gap-4"
      aria-labelledby="checkout-heading"
    >
      <h2 id="checkout-heading" className="text-lg font-semibold">
        {t('shopping.checkout')}
      </h2>
      <FormAlert message={formError} />
      <EmailField value={form} errors={errors} onChange={onChange} />
      <h3 className="mt-2 font-semibold">{t('shopping.shippingAddress')}</h3>
      <TextField
        label={t('shopping.recipientName')}
        autoComplete="shipping name"
        required
        {...text('recipientName')}
      />
      <TextField
        label={t('shopping.address1')}
        autoComplete="shipping address-line1"
        required
        {...text('addressLine1')}
      />
      <TextField
        label={t('shopping.address2')}
        autoComplete="shipping address-line2"
        {...text('addressLine2')}
      />
      <TextField
        label={t('shopping.city')}
        autoComplete="shipping address-level2"
        required
        {...text('city')}
      />
      <TextField
        label={t('shopping.region')}
        autoComplete="shipping address-level1"
        required
        {...text('region')}
      />
      <TextField
        label={t('shopping.shippingZip')}
        autoComplete="shipping postal-code"
        maxLength={10}
        required
        {...text('shippingZip')}
      />
      {session && <DiscountCodeField check={checkCartCode} onApplied={setDiscountCode} />}
      <h3 className="mt-2 font-semibold">{t('shopping.payment')}</h3>
      {/* No provider: nothing to fill in, and no "provider's page next" promise either. */}
      <PaymentChoice
        choice={choice}
        cardForm={cardForm}
        paymentsOff={paymentsOff}
        value={form}
        errors={errors}
        onChange={onChange}
      />
      <TermsCheckbox checked={acceptTerms} onCheckedChange={setAcceptTerms} />
      <div>
        <Button
          type="submit"
          disabled={!acceptTerms || order.isPending || cardForm === undefined || paymentsOff}
          className="min-h-13 w-full text-base"
        >
          {order.isPending ? t('payment.processing') : t('shopping.checkout')}
        </Button>
        <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-stage-400">
          <Lock aria-hidden className="size-3.5" />
          {t('payment.encrypted')}
        </p>
      </div>
    </form>
  );
}
