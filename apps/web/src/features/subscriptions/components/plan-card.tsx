import { Check, Sparkles, X } from 'lucide-react';
import type { Plan } from '@fanclub/shared/plans';
import { formatPlanPrice } from '@fanclub/shared/plans';
import { Button } from '../../../components/ui/button';

interface PlanCardProps {
  plan: Plan;
  isCurrent: boolean;
  buttonLabel: string;
  disabled: boolean;
  onChoose: () => void;
}

/** One plan: price, what it includes, what it lacks (struck through) and the action button. */
export function PlanCard({ plan, isCurrent, buttonLabel, disabled, onChoose }: PlanCardProps) {
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative rounded-3xl border p-5 ${
        plan.popular
          ? 'border-accent/70 bg-gradient-to-b from-accent-soft to-stage-800 shadow-[0_0_40px_-12px_var(--color-accent)]'
          : 'border-white/10 bg-stage-800'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-display text-2xl font-bold">
            {plan.name}
          </h2>
          <p className="mt-1 text-sm text-stage-300">{plan.description}</p>
        </div>
        {plan.popular && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent-fill px-3 py-1 text-xs font-semibold">
            <Sparkles aria-hidden className="size-3.5" />
            Most Popular
          </span>
        )}
        {isCurrent && !plan.popular && (
          <span className="shrink-0 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold">
            Your plan
          </span>
        )}
      </div>
      <p className="mt-4">
        <span className="font-display text-4xl font-extrabold">{formatPlanPrice(plan)}</span>
        <span className="text-stage-300">/{plan.period}</span>
      </p>
      <ul className="mt-5 space-y-2.5 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" strokeWidth={3} />
            {feature}
          </li>
        ))}
      </ul>
      {plan.unavailableFeatures.length > 0 && (
        <>
          <h3 className="mt-5 mb-2 text-xs font-semibold tracking-wide text-stage-400 uppercase">
            Not included
          </h3>
          {/* Chips keep a long 'missing' list (13 items on Free) from drowning out what is included. */}
          <ul className="flex flex-wrap gap-1.5">
            {plan.unavailableFeatures.map((feature) => (
              <li
                key={feature}
                className="inline-flex items-center gap-1 rounded-full bg-white/5 px-2.5 py-1 text-xs text-stage-400"
              >
                <X aria-hidden className="size-3" />
                {feature}
              </li>
            ))}
          </ul>
        </>
      )}
      <Button
        variant={plan.popular ? 'primary' : 'secondary'}
        className="mt-6 w-full"
        disabled={disabled}
        onClick={onChoose}
      >
        {buttonLabel}
      </Button>
    </article>
  );
}
