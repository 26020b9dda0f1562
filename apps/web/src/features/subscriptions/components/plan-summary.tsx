import { Link } from 'react-router';
import { Check } from 'lucide-react';
import type { Plan } from '@fanclub/shared/plans';
import { planFeatureSummary } from '@fanclub/shared/plans';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';
import { featureText } from '../../../lib/plan-texts';
import { useFormat } from '../../../lib/i18n/use-format';
import { tierName } from '../../../lib/i18n/member-labels';

/** The chosen plan at the top of checkout: first three features, '+N more features', and Change. */
export function PlanSummary({ plan }: { plan: Plan }) {
  const t = useT();
  const format = useFormat();
  const { features } = planFeatureSummary(plan);
  const more = plan.features.length - features.length;
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-3xl border border-accent/40 bg-gradient-to-br from-accent-soft via-stage-800 to-stage-800 p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold tracking-widest text-accent uppercase">
            {t('billing.yourPlan')}
          </p>
          <h2 id="summary-heading" className="mt-1 font-display text-2xl font-bold">
            {tierName(t, plan.id)}
          </h2>
          <p className="mt-0.5 text-stage-300">
            <span className="font-semibold text-white">{format.price(plan.priceCents)}</span>
            {t('plans.perMonth')}
          </p>
        </div>
        <Link to={paths.subscribe} className={buttonClass('secondary', 'min-h-11 px-4')}>
          {t('billing.change')}
        </Link>
      </div>
      <ul className="mt-4 space-y-2 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex items-center gap-2.5">
            <Check aria-hidden className="size-4 shrink-0 text-accent" strokeWidth={3} />
            {featureText(feature, t)}
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="mt-2 pl-6.5 text-sm font-medium text-stage-300">
          {t('plans.moreFeatures', { count: more })}
        </p>
      )}
    </section>
  );
}
