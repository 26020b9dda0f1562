import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { buyGift, giftKeys } from '../api/gifts-api';
import type { BuyGift } from '../api/gifts-api';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import { usePaymentMode } from '../../../lib/payment/checkout-options';
import { PaymentsOffNotice } from '../../../lib/payment/payments-off-notice';

const PRICES = { fanplus: 999, vip: 1999 } as const;
const field = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * Fan+ or VIP for 1, 3 or 12 months, paid once, mailed on the chosen day. The server's payment
 * mode decides how: our card fields (demo provider), Stripe's one-time Checkout page (no card
 * fields here; the answer's checkoutUrl is followed), or nothing (payments not set up).
 */
export function GiftForm() {
  const client = useQueryClient();
  const t = useT();
  const format = useFormat();
  const mode = usePaymentMode();
  const [tier, setTier] = useState<'fanplus' | 'vip'>('vip');
  const [months, setMonths] = useState(3);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const today = new Date().toISOString().slice(0, 10);
  const buy = useMutation({
    mutationFn: buyGift,
    onSuccess: (gift) => {
      setErrors({});
      // Stripe: the gift is bought once its page is paid; the page brings the buyer back here.
      if (gift.checkoutUrl) return window.location.assign(gift.checkoutUrl);
      toast.success(t('gifts.bought'));
      void client.invalidateQueries({ queryKey: giftKeys.all });
    },
    onError: (e) => {
      if (e instanceof ApiError) setErrors(e.fields ?? {});
      toast.error(e instanceof ApiError ? e.message : t('gifts.notBought'));
    },
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const sendOn = field(form, 'sendOn');
    const body: BuyGift = {
      tier,
      months,
      recipientEmail: field(form, 'recipientEmail'),
      message: field(form, 'message'),
      ...(sendOn && sendOn !== today ? { sendOn } : {}),
      // The card goes only to the demo provider; with Stripe it is typed on Stripe's page.
      ...(mode === 'card-form'
        ? {
            fullName: field(form, 'fullName'),
            cardNumber: field(form, 'cardNumber'),
            expDate: field(form, 'expDate'),
            cvc: field(form, 'cvc'),
            zipCode: field(form, 'zipCode'),
          }
        : {}),
    };
    buy.mutate(body);
  }
  const choice = (on: boolean) =>
    `min-h-11 flex-1 rounded-xl border px-3 text-sm font-semibold ${on ? 'border-accent bg-accent/20' : 'border-white/10 bg-stage-800'}`;
  return (
    <form onSubmit={submit} className="space-y-4" aria-label={t('gifts.title')}>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1.5 text-sm font-medium text-stage-300">{t('gifts.plan')}</legend>
        {(['fanplus', 'vip'] as const).map((plan) => (
          <button
            key={plan}
            type="button"
            aria-pressed={tier === plan}
            className={choice(tier === plan)}
            onClick={() => setTier(plan)}
          >
            {plan === 'vip' ? 'VIP' : 'Fan+'}
          </button>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1.5 text-sm font-medium text-stage-300">{t('gifts.length')}</legend>
        {[1, 3, 12].map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={months === m}
            className={choice(months === m)}
            onClick={() => setMonths(m)}
          >
            {t('gifts.months', { count: m })}
          </button>
        ))}
      </fieldset>
      <p className="text-sm text-stage-300">
        {t('gifts.total', { price: format.price(PRICES[tier] * months) })}
      </p>
      <TextField
        label={t('gifts.recipientEmail')}
        name="recipientEmail"
        type="email"
        required
        error={errors.recipientEmail}
      />
      <TextArea label={t('gifts.message')} name="message" maxLength={500} rows={3} />
      <TextField
        label={t('gifts.sendOn')}
        name="sendOn"
        type="date"
        min={today}
        defaultValue={today}
        error={errors.sendOn}
      />
      {mode === 'off' && <PaymentsOffNotice />}
      {mode === 'hosted-page' && <p className="text-sm text-stage-300">{t('gifts.payOnStripe')}</p>}
      {mode === 'card-form' && <CardInputs errors={errors} />}
      <Button
        type="submit"
        className="w-full"
        disabled={buy.isPending || mode === undefined || mode === 'off'}
      >
        {buy.isPending ? t('gifts.processing') : t('gifts.buy')}
      </Button>
    </form>
  );
}

/** The demo provider's card fields. */
function CardInputs({ errors }: { errors: Record<string, string> }) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('gifts.nameOnCard')}
        name="fullName"
        autoComplete="cc-name"
        error={errors.fullName}
      />
      <TextField
        label={t('gifts.cardNumber')}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        error={errors.cardNumber}
      />
      <div className="flex gap-2">
        <TextField
          label={t('gifts.expiry')}
          name="expDate"
          autoComplete="cc-exp"
          className="flex-1"
          error={errors.expDate}
        />
        <TextField
          label={t('gifts.cvc')}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          className="w-24"
          error={errors.cvc}
        />
      </div>
      <TextField
        label={t('gifts.zipCode')}
        name="zipCode"
        autoComplete="postal-code"
        error={errors.zipCode}
      />
    </>
  );
}
