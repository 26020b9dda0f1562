import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { checkoutButtonLabel } from '@fanclub/shared/plans';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { ApiError } from '../../../lib/api-client';
import { focusFirstError } from '../../../lib/focus-first-error';
import type { CardCheckoutDetails, PaidTier, WalletMethod } from '../api/billing-api';
import { billingKeys, payWithCard, payWithWallet } from '../api/billing-api';
import type { CardErrors } from '../card-validation';
import { CARD_FIELDS, hasErrors, validateCard } from '../card-validation';
import { followRedirect, serverFieldErrors, serverMessage, showPaymentError } from '../payment-feedback';
import { CardFields } from './card-fields';
import { WalletButtons } from './wallet-buttons';

type Payment = { method: 'card'; details: CardCheckoutDetails } | { method: WalletMethod };

/** Wallets, the card form, the terms box and 'Subscribe for $9.99/month'. Signed-in members only. */
export function CheckoutForm({ tier, email }: { tier: PaidTier; email: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const termsId = useId();
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<CardErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [form, setForm] = useState<CardCheckoutDetails>({
    email,
    fullName: '',
    cardNumber: '',
    expDate: '',
    cvc: '',
    zipCode: '',
    country: 'US',
  });

  const pay = useMutation({
    mutationFn: (payment: Payment) =>
      payment.method === 'card' ? payWithCard(tier, payment.details) : payWithWallet(tier, payment.method),
    onMutate: () => setFormError(null),
    onSuccess: async ({ url }) => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      followRedirect(url, navigate);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        navigate(paths.login, { state: { from: location.pathname + location.search } });
        return;
      }
      showPaymentError(error);
      const fields = serverFieldErrors(error, CARD_FIELDS);
      setErrors(fields);
      setFormError(serverMessage(error));
      if (hasErrors(fields)) focusFirstError(formRef.current);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!accepted || pay.isPending) return;
    const next = validateCard(form);
    setErrors(next);
    if (hasErrors(next)) {
      focusFirstError(event.currentTarget);
      return;
    }
    pay.mutate({ method: 'card', details: form });
  }

  function onChange(patch: Partial<CardCheckoutDetails>) {
    setForm((current) => ({ ...current, ...patch }));
    // An edited field's old complaint (including a decline) no longer applies.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as (keyof CardCheckoutDetails)[]) delete next[key];
      return next;
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <WalletButtons disabled={pay.isPending} onPay={(method) => pay.mutate({ method })} />
      {formError && (
        <p role="alert" className="rounded-xl border border-red-400/40 bg-red-500/10 px-4 py-3 text-sm text-red-200">
          {formError}
        </p>
      )}

      <div className="flex items-center gap-3 text-xs text-stage-400" aria-hidden>
        <span className="h-px flex-1 bg-white/10" />
        or pay with card
        <span className="h-px flex-1 bg-white/10" />
      </div>

      <CardFields value={form} errors={errors} onChange={onChange} />

      <div className="flex items-start gap-3">
        <Checkbox id={termsId} checked={accepted} onCheckedChange={setAccepted} required />
        <label htmlFor={termsId} className="text-sm text-stage-300">
          I agree to the{' '}
          <Link to={paths.terms} target="_blank" rel="noopener" className="font-medium text-accent underline">
            Terms of Service
          </Link>{' '}
          and authorize a recurring monthly charge until I cancel.
        </label>
      </div>

      <div>
        <Button type="submit" className="min-h-13 w-full text-base" disabled={!accepted || pay.isPending}>
          {pay.isPending ? 'Processing...' : checkoutButtonLabel(tier)}
        </Button>
        <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-stage-400">
          <Lock aria-hidden className="size-3.5" />
          Payments are encrypted and processed securely.
        </p>
      </div>
    </form>
  );
}
