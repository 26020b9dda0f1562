import { AlertTriangle } from 'lucide-react';
import type { Plan } from '@fanclub/shared/plans';
import type { SubscriptionDetails } from '../api/billing-api';
import { cardLabel, formatBillingDate } from '../billing-format';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import { tierName } from '../../../lib/i18n/member-labels';

/**
 * The plan, its price, when it renews or ends, and the card it is charged to. `subscription` is
 * null for a paid tier with no billing behind it (a complimentary membership).
 */
export function PlanOverview({
  plan,
  subscription,
}: {
  plan: Plan;
  subscription: SubscriptionDetails | null;
}) {
  const t = useT();
  const format = useFormat();
  const date = formatBillingDate(subscription?.currentPeriodEnd, format.locale);
  const rows = subscription
    ? [
        {
          term: t('billing.price'),
          value: `${format.price(plan.priceCents)}${t('billing.perMonth')}`,
        },
        {
          term: t('billing.paymentMethod'),
          value: subscription.card ? cardLabel(subscription.card, t) : t('billing.noCard'),
        },
      ]
    : [
        { term: t('billing.price'), value: t('billing.complimentary') },
        { term: t('billing.billingTerm'), value: t('billing.noCharges') },
      ];
  const switchesTo = subscription?.scheduledTier ? tierName(t, subscription.scheduledTier) : null;
  const when = !subscription
    ? null
    : !date
      ? t('billing.noRenewal')
      : subscription.cancelAtPeriodEnd
        ? t('billing.endsOn', { date })
        : switchesTo
          ? t('billing.switchesOn', { plan: switchesTo, date })
          : t('billing.renewsOn', { date });

  return (
    <section
      aria-labelledby="plan-heading"
      className="rounded-3xl border border-accent/40 bg-gradient-to-br from-accent-soft via-stage-800 to-stage-800 p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold tracking-widest text-accent uppercase">
            {t('billing.currentPlan')}
          </p>
          <h2 id="plan-heading" className="mt-1 font-display text-3xl font-extrabold">
            {tierName(t, plan.id)}
          </h2>
          {when && <p className="mt-1 font-medium text-stage-300">{when}</p>}
        </div>
        {subscription?.cancelAtPeriodEnd && (
          <span className="shrink-0 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold">
            {t('billing.cancelled')}
          </span>
        )}
      </div>
      {subscription?.status === 'past_due' && (
        <p
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-xl bg-red-500/15 p-3 text-sm text-red-200"
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('billing.pastDue')}
        </p>
      )}
      <dl className="mt-4 divide-y divide-white/5">
        {rows.map(({ term, value }) => (
          <div key={term} className="flex min-h-11 flex-wrap items-center justify-between gap-x-4">
            <dt className="shrink-0 text-sm text-stage-300">{term}</dt>
            <dd className="text-right font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
