import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { Tier } from '@fanclub/shared/roles';
import { paths } from '../../../app/paths';
import { includedIn, PLAN_FEATURE_LINKS } from '../../../lib/plan-features';
import { useT } from '../../../lib/i18n/i18n-context';
import { featureText } from '../../../lib/plan-texts';
import type { MessageKey } from '../../../lib/i18n/translator';

/** The screens perks live on (lib/plan-features.ts), named as the app names them. */
const SCREEN_NAMES: Readonly<Record<string, MessageKey>> = {
  [paths.mediaHub]: 'subscriptions.screenExclusive',
  [paths.music]: 'subscriptions.screenMusic',
  [paths.events]: 'subscriptions.screenEvents',
  [paths.shopList]: 'subscriptions.screenShop',
  [paths.home]: 'subscriptions.screenHome',
  [paths.notificationSettings]: 'subscriptions.screenNotifications',
  [paths.support]: 'subscriptions.screenSupport',
};

/**
 * Under a plan card's lines: every perk of the plan (VIP's "Everything in Fan+" spelled out), each
 * linked to the screen that delivers it, so nothing on the card is a promise without a place.
 * A native disclosure: no script, and closed it keeps the card as compact as before.
 */
export function PerkLinks({ tier, planName }: { tier: Tier; planName: string }) {
  const t = useT();
  return (
    <details className="group mt-2 text-sm">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 font-semibold text-accent">
        <ChevronRight aria-hidden className="size-4 transition-transform group-open:rotate-90" />
        {t('subscriptions.seeIncluded')}
        <span className="sr-only">{t('subscriptions.seeIncludedIn', { plan: planName })}</span>
      </summary>
      <ul
        aria-label={t('subscriptions.perksWhere', { plan: planName })}
        className="mt-1 flex flex-col gap-1"
      >
        {includedIn(tier).map((perk) => {
          const path = PLAN_FEATURE_LINKS[perk];
          const name = path ? SCREEN_NAMES[path] : undefined;
          return (
            <li key={perk}>
              {path ? (
                <Link
                  to={path}
                  className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-2 hover:bg-white/5"
                >
                  <span>{featureText(perk, t)}</span>
                  <span className="text-stage-300">{name ? t(name) : path}</span>
                </Link>
              ) : (
                <span className="flex min-h-11 items-center px-2">{featureText(perk, t)}</span>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
