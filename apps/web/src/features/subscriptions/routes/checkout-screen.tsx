import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { checkoutButtonLabel, DEFAULT_CHECKOUT_PLAN, formatPlanPrice, PLANS, planById } from '@fanclub/shared/plans';
import { paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Screen } from '../../../components/ui/screen';
import { SelectField } from '../../../components/ui/select';
import { focusFirstError } from '../../../lib/focus-first-error';
import { useSession } from '../../../lib/session';
import type { CardCheckoutDetails, PaidTier, WalletMethod } from '../api/billing-api';
import { payWithCard, payWithWallet } from '../api/billing-api';
import { validateCard } from '../card-validation';
import type { CardErrors } from '../card-validation';
import { CardFields } from '../components/card-fields';
import { PlanSummary } from '../components/plan-summary';
import { WalletButtons } from '../components/wallet-buttons';
import { followRedirect, isPaidTier, showPaymentError } from '../payment-feedback';

const paidPlans = PLANS.filter((plan) => isPaidTier(plan.id));
const planOptions = paidPlans.map((plan) => ({ value: plan.id, label: `${plan.name} · ${formatPlanPrice(plan)}/month` }));

function readPlan(value: string | null): PaidTier {
  const match = paidPlans.find((plan) => plan.id === value);
  return match && isPaidTier(match.id) ? match.id : (DEFAULT_CHECKOUT_PLAN as PaidTier);
}

type Payment = { method: 'card'; details: CardCheckoutDetails } | { method: WalletMethod };

export function CheckoutScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const { session } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const tier = readPlan(searchParams.get('plan'));
  const plan = planById(tier);
  const termsId = useId();
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<CardErrors>({});
  const [form, setForm] = useState<CardCheckoutDetails>(() => ({
    email: session?.user.email ?? '',
    fullName: '',
    cardNumber: '',
    expDate: '',
    cvc: '',
    zipCode: '',
    country: 'US',
  }));

  const pay = useMutation({
    mutationFn: (payment: Payment) =>
      payment.method === 'card' ? payWithCard(tier, payment.details) : payWithWallet(tier, payment.method),
    onSuccess: ({ url }) => followRedirect(url, navigate),
    onError: (error) => showPaymentError(error),
  });

  /** Signed-out visitors log in first and come back to this exact checkout (spec section 6). */
  function requireSession(): boolean {
    if (session) return true;
    navigate(paths.login, { state: { from: location.pathname + location.search } });
    return false;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!accepted) return;
    const next = validateCard(form);
    setErrors(next);
    if (Object.values(next).some(Boolean)) {
      focusFirstError(event.currentTarget);
      return;
    }
    if (!requireSession()) return;
    pay.mutate({ method: 'card', details: form });
  }

  return (
    <Screen title="Subscription Checkout" back={{ to: paths.subscribe, label: 'Back to plans' }} className="pb-12">
      <PlanSummary plan={plan} />

      <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-6">
        <SelectField
          label="Plan"
          value={tier}
          onValueChange={(value) => setSearchParams({ plan: value }, { replace: true })}
          options={planOptions}
        />

        <div className="flex items-center justify-between rounded-2xl bg-stage-800 px-4 py-3">
          <div>
            <p className="font-semibold">Total</p>
            <p className="text-xs text-stage-400">Billed monthly. Cancel anytime.</p>
          </div>
          <p className="font-display text-2xl font-bold">
            {formatPlanPrice(plan)}
            <span className="text-sm font-normal text-stage-300">/month</span>
          </p>
        </div>

        <WalletButtons
          disabled={pay.isPending}
          onPay={(method) => requireSession() && pay.mutate({ method })}
        />

        <div className="flex items-center gap-3 text-xs text-stage-400" aria-hidden>
          <span className="h-px flex-1 bg-white/10" />
          or pay with card
          <span className="h-px flex-1 bg-white/10" />
        </div>

        <CardFields value={form} errors={errors} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} />

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
    </Screen>
  );
}
