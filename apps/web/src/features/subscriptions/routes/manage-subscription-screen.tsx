import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Check, CreditCard } from 'lucide-react';
import { planById } from '@fanclub/shared/plans';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Card, Screen, Section } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import type { PaidTier, SubscriptionDetails } from '../api/billing-api';
import { subscriptionQueryOptions } from '../api/billing-api';
import { FreePlanCard } from '../components/free-plan-card';
import { PlanOverview } from '../components/plan-overview';
import { SubscriptionActions } from '../components/subscription-actions';
import { isPaidTier } from '../payment-feedback';
import { useT } from '../../../lib/i18n/i18n-context';
import { featureText } from '../../../lib/plan-texts';

export function ManageSubscriptionScreen() {
  const t = useT();
  const location = useLocation();
  const { isLoading, session, tier } = useSession();
  const billing = useQuery({ ...subscriptionQueryOptions(), enabled: Boolean(session) });

  return (
    <Screen
      title={t('billing.manageSubscription')}
      back={{ to: paths.profile, label: t('billing.backToProfile') }}
      className="pb-12"
    >
      {isLoading || (session && billing.isPending) ? (
        <div className="grid min-h-64 place-items-center">
          <Spinner label={t('billing.loadingSubscription')} />
        </div>
      ) : !session || !tier ? (
        <Card className="p-6 text-center">
          <CreditCard aria-hidden className="mx-auto size-10 text-accent" />
          <h2 className="mt-3 text-lg font-semibold">{t('billing.loginToManage')}</h2>
          <p className="mt-2 text-sm text-stage-300">{t('billing.loginManageHint')}</p>
          <Link
            to={paths.login}
            state={{ from: location.pathname }}
            className={buttonClass('primary', 'mt-6 w-full')}
          >
            {t('billing.logIn')}
          </Link>
          <Link to={paths.subscribe} className={buttonClass('ghost', 'mt-2 w-full')}>
            {t('billing.seePlans')}
          </Link>
        </Card>
      ) : billing.isError ? (
        <ErrorNotice message={t('billing.loadFailed')} onRetry={() => void billing.refetch()} />
      ) : !isPaidTier(tier) ? (
        <FreePlanCard />
      ) : (
        <PaidPlan
          tier={tier}
          subscription={billing.data?.status === 'none' ? null : (billing.data ?? null)}
        />
      )}
    </Screen>
  );
}

function PaidPlan({
  tier,
  subscription,
}: {
  tier: PaidTier;
  subscription: SubscriptionDetails | null;
}) {
  const t = useT();
  const plan = planById(tier);
  return (
    <>
      <PlanOverview plan={plan} subscription={subscription} />

      <Section title={t('billing.whatsIncluded')}>
        <Card>
          <ul className="space-y-2.5 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-center gap-2.5">
                <Check aria-hidden className="size-4 shrink-0 text-accent" strokeWidth={3} />
                {featureText(feature, t)}
              </li>
            ))}
          </ul>
        </Card>
      </Section>

      <div className="mt-8">
        <SubscriptionActions tier={tier} subscription={subscription} />
      </div>
    </>
  );
}
