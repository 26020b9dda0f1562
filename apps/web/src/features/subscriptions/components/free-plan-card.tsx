import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { planById } from '@fanclub/shared/plans';
import { subscribeToPlan } from '../../../lib/subscribe-link';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/screen';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { featureListText } from '../../../lib/plan-texts';
import { tierName } from '../../../lib/i18n/member-labels';

/** Manage Subscription for a member on Free: nothing to manage yet, so show the way up. */
export function FreePlanCard() {
  const t = useT();
  const locale = useLocale();
  const free = planById('free');
  return (
    <Card className="p-6 text-center">
      <Sparkles aria-hidden className="mx-auto size-10 text-accent" />
      <p className="mt-3 text-xs font-semibold tracking-widest text-accent uppercase">
        {t('billing.currentPlan')}
      </p>
      <h2 className="mt-1 font-display text-2xl font-bold">{tierName(t, free.id)}</h2>
      <p className="mt-2 text-sm text-stage-300">
        {t('billing.freeOnPlan', {
          features: featureListText(free.features, t, locale).toLowerCase(),
        })}
      </p>
      <p className="mt-2 text-sm text-stage-300">{t('billing.upgradeHint')}</p>
      <Link
        to={subscribeToPlan('fanplus')}
        className={buttonClass('primary', 'mt-6 w-full min-h-13 text-base')}
      >
        {t('billing.seePlans')}
      </Link>
    </Card>
  );
}
