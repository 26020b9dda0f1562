import { Link } from 'react-router';
import { Crown } from 'lucide-react';
import type { Tier } from '@fanclub/shared/roles';
import { subscribeToPlan } from '../../../lib/subscribe-link';
import { addedBy, NEXT_TIER } from '../../../lib/plan-features';
import { buttonClass } from '../../../components/ui/button';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { featureListText } from '../../../lib/plan-texts';
import type { Locale } from '@fanclub/shared/i18n/locales';
import { upgradePromptText, tierName } from '../../../lib/i18n/member-labels';
import type { Translator } from '../../../lib/i18n/translator';

/**
 * What the next plan adds, in its card's words: a Fan+ member is not sold the Fan+ perks they
 * already pay for.
 */
function upgradePitch(tier: Tier, t: Translator['t'], locale: Locale): string {
  const next = NEXT_TIER[tier] ?? 'vip';
  const added = addedBy(tier, next);
  const features = featureListText(added.slice(0, 3), t, locale);
  const values = { plan: tierName(t, next), features };
  return t(added.length > 3 ? 'profile.upgradePitchMore' : 'profile.upgradePitch', values);
}

export function UpgradeCard({ tier }: { tier: Tier | null }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section
      aria-labelledby="upgrade-heading"
      className="relative overflow-hidden rounded-3xl border border-accent/40 bg-gradient-to-br from-accent/30 via-stage-800 to-stage-800 p-5"
    >
      <Crown
        aria-hidden
        className="absolute -right-5 -bottom-6 size-32 -rotate-12 text-accent/10"
      />
      <h2 id="upgrade-heading" className="font-display text-xl font-bold">
        {t('profile.upgradeTitle')}
      </h2>
      <p className="mt-1 max-w-[16rem] text-sm text-stage-300">
        {upgradePitch(tier ?? 'free', t, locale)}
      </p>
      <Link
        to={subscribeToPlan(NEXT_TIER[tier ?? 'free'] ?? 'vip')}
        className={buttonClass('primary', 'mt-4')}
      >
        {upgradePromptText(t, tier)}
      </Link>
    </section>
  );
}
