import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Check, CreditCard } from 'lucide-react';
import type { Tier } from '@fanclub/shared/roles';
import { formatPlanPrice, planById } from '@fanclub/shared/plans';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { Card, Screen, Section } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { subscriptionQueryOptions } from '../api/billing-api';
import { SubscriptionActions } from '../components/subscription-actions';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

export function ManageSubscriptionScreen() {
  const location = useLocation();
  const { isLoading, session, tier } = useSession();
  const billing = useQuery({ ...subscriptionQueryOptions(), enabled: Boolean(session) });

  return (
    <Screen title="Manage Subscription" back={{ to: paths.profile, label: 'Back to Profile' }} className="pb-12">
      {isLoading ? (
        <div className="grid min-h-64 place-items-center">
          <Spinner label="Loading your subscription" />
        </div>
      ) : !session || !tier ? (
        <Card className="p-6 text-center">
          <CreditCard aria-hidden className="mx-auto size-10 text-accent" />
          <h2 className="mt-3 text-lg font-semibold">Log in to manage your subscription</h2>
          <p className="mt-2 text-sm text-stage-300">See your plan, billing date and payment method in one place.</p>
          <Link to={paths.login} state={{ from: location.pathname }} className={buttonClass('primary', 'mt-6 w-full')}>
            Log in
          </Link>
          <Link to={paths.subscribe} className={buttonClass('ghost', 'mt-2 w-full')}>
            See plans
          </Link>
        </Card>
      ) : (
        <PlanDetails
          tier={tier}
          periodEnd={billing.data?.currentPeriodEnd ?? null}
          cancelScheduled={billing.data?.cancelAtPeriodEnd ?? false}
          billingState={billing.isPending ? 'pending' : billing.isError ? 'error' : 'ready'}
        />
      )}
    </Screen>
  );
}

function PlanDetails({
  tier,
  periodEnd,
  cancelScheduled,
  billingState,
}: {
  tier: Tier;
  periodEnd: string | null;
  cancelScheduled: boolean;
  billingState: 'pending' | 'error' | 'ready';
}) {
  const plan = planById(tier);
  const paid = plan.priceCents > 0;
  const fallback = { pending: '…', error: 'Unavailable', ready: 'Not scheduled' }[billingState];
  const nextDate = periodEnd ? dateFormat.format(new Date(periodEnd)) : fallback;
  return (
    <>
      <section
        aria-labelledby="plan-heading"
        className="rounded-3xl border border-accent/40 bg-gradient-to-br from-accent-soft via-stage-800 to-stage-800 p-5"
      >
        <p className="text-xs font-semibold tracking-widest text-accent uppercase">Current plan</p>
        <h2 id="plan-heading" className="mt-1 font-display text-3xl font-extrabold">
          {plan.name}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4">
          <div>
            <dt className="text-xs text-stage-400">Price</dt>
            <dd className="mt-0.5 font-semibold">
              {formatPlanPrice(plan)}/{plan.period}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-stage-400">{cancelScheduled ? 'Access ends' : 'Next billing date'}</dt>
            <dd className="mt-0.5 font-semibold">{paid ? nextDate : 'No charges'}</dd>
          </div>
        </dl>
      </section>

      <Section title="What's included">
        <Card>
          <ul className="space-y-2.5 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-center gap-2.5">
                <Check aria-hidden className="size-4 shrink-0 text-accent" strokeWidth={3} />
                {feature}
              </li>
            ))}
          </ul>
        </Card>
      </Section>

      <div className="mt-8">
        <SubscriptionActions tier={tier} cancelScheduled={cancelScheduled} />
      </div>
    </>
  );
}
