import { Link } from 'react-router';
import { Check, ChevronRight, Lock } from 'lucide-react';
import type { Tier } from '@fanclub/shared/roles';
import { subscribeToPlan } from '../../../lib/subscribe-link';
import { buttonClass } from '../../../components/ui/button';
import { addedBy, includedIn, NEXT_TIER, PLAN_FEATURE_LINKS } from '../../../lib/plan-features';
import { useT } from '../../../lib/i18n/i18n-context';
import { featureText } from '../../../lib/plan-texts';
import type { PlanFeature } from '@fanclub/shared/plans';
import { tierName } from '../../../lib/i18n/member-labels';

function Included({ feature }: { feature: PlanFeature }) {
  const t = useT();
  const to = PLAN_FEATURE_LINKS[feature];
  const icon = <Check aria-hidden className="size-4 shrink-0 text-accent" strokeWidth={3} />;
  if (!to)
    return (
      <li className="flex min-h-11 items-center gap-2.5">
        {icon}
        {featureText(feature, t)}
      </li>
    );
  return (
    <li>
      <Link to={to} className="flex min-h-11 items-center gap-2.5 hover:text-accent">
        {icon}
        <span className="flex-1">{featureText(feature, t)}</span>
        <ChevronRight aria-hidden className="size-4 text-stage-400" />
      </Link>
    </li>
  );
}

/**
 * 'Available Features': the member's plan and what it includes, in the plan cards' words, each
 * linked to where it is; for a member who can still upgrade, what the next plan adds and the way
 * to it. The plan is the tier the member pays for (staff see their own tier's plan too).
 */
export function FeatureList({ tier, offerUpgrade }: { tier: Tier; offerUpgrade: boolean }) {
  const t = useT();
  const nextTier = offerUpgrade ? NEXT_TIER[tier] : undefined;
  return (
    <div className="rounded-2xl border border-white/5 bg-stage-800 p-4">
      <h3 className="text-sm font-semibold text-stage-300">{t('profile.availableFeatures')}</h3>
      <p className="mt-1 mb-2 text-sm">
        {t('profile.yourPlan')} <strong className="font-semibold">{tierName(t, tier)}</strong>
      </p>
      <ul aria-label={t('profile.includedWith', { plan: tierName(t, tier) })} className="text-sm">
        {includedIn(tier).map((feature) => (
          <Included key={feature} feature={feature} />
        ))}
      </ul>
      {nextTier && (
        <>
          <h3 className="mt-4 mb-2 border-t border-white/5 pt-4 text-sm font-semibold text-stage-300">
            {t('profile.unlockMore')}
          </h3>
          <p className="mb-2 text-sm">
            {t('profile.planAddsColon', { plan: tierName(t, nextTier) })}
          </p>
          <ul
            aria-label={t('profile.planAdds', { plan: tierName(t, nextTier) })}
            className="space-y-2.5 text-sm"
          >
            {addedBy(tier, nextTier).map((feature) => (
              <li key={feature} className="flex items-center gap-2.5 text-stage-300">
                <Lock aria-hidden className="size-4 shrink-0 text-stage-400" />
                {featureText(feature, t)}
              </li>
            ))}
          </ul>
          <Link to={subscribeToPlan(nextTier)} className={buttonClass('secondary', 'mt-4 w-full')}>
            {t('profile.seePlans')}
          </Link>
        </>
      )}
    </div>
  );
}
