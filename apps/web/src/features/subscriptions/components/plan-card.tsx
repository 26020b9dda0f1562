import { Check, Sparkles } from 'lucide-react';
import type { Plan } from '@fanclub/shared/plans';
import { Button } from '../../../components/ui/button';
import { PerkLinks } from './perk-links';
import { useT } from '../../../lib/i18n/i18n-context';
import { featureText, planDescription } from '../../../lib/plan-texts';
import { useFormat } from '../../../lib/i18n/use-format';
import { tierName } from '../../../lib/i18n/member-labels';

interface PlanCardProps {
  plan: Plan;
  isCurrent: boolean;
  /** The plan that unlocks what the fan came for (or the one we lead with): drawn first and lit. */
  featured: boolean;
  buttonLabel: string;
  disabled: boolean;
  onChoose: () => void;
}

/**
 * One plan: name, price, what it includes in its card's words, and the button. Compact, so Fan+
 * and VIP with both their buttons fit the first screen of a phone; what a plan lacks is not listed
 * (the other card says what it adds).
 */
export function PlanCard({
  plan,
  isCurrent,
  featured,
  buttonLabel,
  disabled,
  onChoose,
}: PlanCardProps) {
  const t = useT();
  const format = useFormat();
  const headingId = `plan-${plan.id}`;
  const paid = plan.priceCents > 0;
  return (
    <article
      aria-labelledby={headingId}
      data-plan={plan.id}
      className={`rounded-3xl border p-4 ${
        featured
          ? 'border-accent/70 bg-gradient-to-b from-accent-soft to-stage-800 shadow-[0_0_40px_-12px_var(--color-accent)]'
          : 'border-white/10 bg-stage-800'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="font-display text-xl font-bold">
              {tierName(t, plan.id)}
            </h2>
            {plan.popular && (
              <span className="inline-flex items-center gap-1 rounded-full bg-accent-fill px-2.5 py-0.5 text-xs font-semibold">
                <Sparkles aria-hidden className="size-3" />
                {t('subscriptions.mostPopular')}
              </span>
            )}
            {isCurrent && (
              <span className="rounded-full bg-white/10 px-2.5 py-0.5 text-xs font-semibold">
                {t('subscriptions.yourPlan')}
              </span>
            )}
          </div>
          <p className="text-sm text-stage-300">{planDescription(plan, t)}</p>
        </div>
        <p className="shrink-0 text-right">
          <span className="font-display text-2xl font-extrabold">
            {format.price(plan.priceCents)}
          </span>
          <span className="text-sm text-stage-300">{t('plans.perMonth')}</span>
        </p>
      </div>
      <ul
        aria-label={t('subscriptions.planIncludes', { plan: tierName(t, plan.id) })}
        className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm wrap-anywhere"
      >
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-1.5">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" strokeWidth={3} />
            {featureText(feature, t)}
          </li>
        ))}
      </ul>
      <PerkLinks tier={plan.id} planName={tierName(t, plan.id)} />
      <Button
        variant={paid ? 'primary' : 'secondary'}
        className="mt-4 w-full"
        disabled={disabled}
        onClick={onChoose}
      >
        {buttonLabel}
      </Button>
    </article>
  );
}
