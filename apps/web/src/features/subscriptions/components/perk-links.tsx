import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { Tier } from '@fanclub/shared/roles';
import { includedIn, perkScreen } from '../../../lib/plan-features';
import { useT } from '../../../lib/i18n/i18n-context';

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
          const screen = perkScreen(perk);
          return (
            <li key={perk}>
              {screen ? (
                <Link
                  to={screen.path}
                  className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-2 hover:bg-white/5"
                >
                  <span>{perk}</span>
                  <span className="text-stage-300">{screen.name}</span>
                </Link>
              ) : (
                <span className="flex min-h-11 items-center px-2">{perk}</span>
              )}
            </li>
          );
        })}
      </ul>
    </details>
  );
}
