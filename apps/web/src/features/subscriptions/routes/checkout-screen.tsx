import { Link, useLocation, useSearchParams } from 'react-router';
import { LogIn } from 'lucide-react';
import { DEFAULT_CHECKOUT_PLAN, PLANS, planById } from '@fanclub/shared/plans';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { Card, Screen } from '../../../components/ui/screen';
import { SelectField } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import type { PaidTier } from '../api/billing-api';
import { usePaymentMode } from '../../../lib/payment/checkout-options';
import { CheckoutForm } from '../components/checkout-form';
import { HostedCheckoutForm } from '../components/hosted-checkout-form';
import { PlanSummary } from '../components/plan-summary';
import { isPaidTier } from '../payment-feedback';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

const paidPlans = PLANS.filter((plan) => isPaidTier(plan.id));

/** ?plan=vip or ?plan=fanplus; anything else is the spec's default, Fan+. */
function readPlan(value: string | null): PaidTier {
  for (const plan of paidPlans) if (plan.id === value && isPaidTier(plan.id)) return plan.id;
  return isPaidTier(DEFAULT_CHECKOUT_PLAN) ? DEFAULT_CHECKOUT_PLAN : 'fanplus';
}

export function CheckoutScreen() {
  const t = useT();
  const format = useFormat();
  const location = useLocation();
  const planOptions = paidPlans.map((option) => ({
    value: option.id,
    label: t('billing.planOption', { plan: option.name, price: format.price(option.priceCents) }),
  }));
  const { isLoading, session } = useSession();
  // Our card form (demo), or with Stripe the code field before Stripe's page takes the card.
  const mode = usePaymentMode();
  const [searchParams, setSearchParams] = useSearchParams();
  const tier = readPlan(searchParams.get('plan'));
  const plan = planById(tier);

  return (
    <Screen
      title={t('billing.checkoutTitle')}
      back={{ to: paths.subscribe, label: t('billing.backToPlans') }}
      className="pb-12"
    >
      <PlanSummary plan={plan} />

      <div className="mt-6 flex flex-col gap-6">
        <SelectField
          label={t('billing.plan')}
          value={tier}
          onValueChange={(value) => setSearchParams({ plan: value }, { replace: true })}
          options={planOptions}
        />

        {/* A term and its values (the price, how it is billed), not a heading and paragraphs. */}
        <dl className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 rounded-2xl bg-stage-800 px-4 py-3">
          <dt className="font-semibold">{t('billing.total')}</dt>
          <dd className="col-start-2 row-span-2 row-start-1 font-display text-2xl font-bold">
            {format.price(plan.priceCents)}
            <span className="text-sm font-normal text-stage-300">{t('billing.perMonth')}</span>
          </dd>
          <dd className="text-xs text-stage-400">{t('billing.billedMonthly')}</dd>
        </dl>

        {isLoading || (session && mode === undefined) ? (
          <div className="grid min-h-40 place-items-center">
            <Spinner label={t('billing.loadingCheckout')} />
          </div>
        ) : session && mode === 'hosted-page' ? (
          <HostedCheckoutForm key={session.user.id} tier={tier} />
        ) : session ? (
          // Keyed by account so a different sign-in starts a fresh form with its own e-mail.
          <CheckoutForm key={session.user.id} tier={tier} email={session.user.email} />
        ) : (
          <Card className="p-6 text-center">
            <LogIn aria-hidden className="mx-auto size-9 text-accent" />
            <h2 className="mt-3 text-lg font-semibold">{t('billing.loginToSubscribe')}</h2>
            <p className="mt-2 text-sm text-stage-300">{t('billing.loginTied')}</p>
            <Link
              to={paths.login}
              state={{ from: location.pathname + location.search }}
              className={buttonClass('primary', 'mt-6 w-full min-h-13 text-base')}
            >
              {t('billing.loginContinue')}
            </Link>
            <Link to={paths.signup} className={buttonClass('ghost', 'mt-2 w-full')}>
              {t('billing.createAccount')}
            </Link>
          </Card>
        )}
      </div>
    </Screen>
  );
}
