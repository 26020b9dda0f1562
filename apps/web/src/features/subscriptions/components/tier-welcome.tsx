import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Check, Sparkles } from 'lucide-react';
import { planById } from '@fanclub/shared/plans';
import type { Tier } from '@fanclub/shared/roles';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';
import { featureText } from '../../../lib/plan-texts';
import { tierName } from '../../../lib/i18n/member-labels';

const seenKey = (checkoutId: string) => `fanclub:welcome-seen:${checkoutId}`;

function alreadySeen(checkoutId: string): boolean {
  try {
    return localStorage.getItem(seenKey(checkoutId)) !== null;
  } catch {
    return false;
  }
}

const GLOW: Record<Tier, string> = {
  free: 'bg-tier-free/20',
  fanplus: 'bg-tier-fanplus/30',
  vip: 'bg-tier-vip/30',
};

/**
 * Full-screen welcome after an upgrade, listing what the new tier unlocked (the plan's perks).
 * Once per checkout: a reload of the success page, or coming back to it later, skips it.
 */
export function TierWelcome({ checkoutId, tier }: { checkoutId: string; tier: Tier }) {
  const t = useT();
  const [open, setOpen] = useState(() => tier !== 'free' && !alreadySeen(checkoutId));
  const plan = planById(tier);

  function dismiss() {
    try {
      localStorage.setItem(seenKey(checkoutId), new Date().toISOString());
    } catch {
      // Private mode without storage: it may show again next time, which is harmless.
    }
    setOpen(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && dismiss()}>
      <Dialog.Portal>
        <Dialog.Content className="fixed inset-0 z-50 isolate flex flex-col overflow-y-auto bg-stage-950 px-6 pt-[max(3rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))] focus:outline-none motion-safe:animate-welcome-in">
          <div
            aria-hidden
            className={`absolute top-0 left-1/2 -z-10 size-96 -translate-x-1/2 -translate-y-1/3 rounded-full blur-3xl ${GLOW[tier]}`}
          />
          <div className="mx-auto flex w-full max-w-md flex-1 flex-col">
            <span className="grid size-16 place-items-center rounded-2xl bg-white/10 ring-1 ring-white/15">
              <Sparkles
                aria-hidden
                className={`size-8 ${tier === 'vip' ? 'text-tier-vip' : 'text-tier-fanplus'}`}
              />
            </span>
            <Dialog.Title className="mt-6 font-display text-display-xl">
              {t('billing.welcomeTo', { tier: tierName(t, tier) })}
            </Dialog.Title>
            <Dialog.Description className="mt-3 text-stage-300">
              {t('billing.welcomeActive')}
            </Dialog.Description>
            <ul
              className="mt-7 flex flex-col gap-2"
              aria-label={t('billing.perksOf', { plan: tierName(t, plan.id) })}
            >
              {plan.features.map((perk) => (
                <li
                  key={perk}
                  className="flex items-center gap-3 rounded-2xl bg-white/5 px-4 py-2.5 ring-1 ring-white/5"
                >
                  <Check
                    aria-hidden
                    className={`size-5 shrink-0 ${tier === 'vip' ? 'text-tier-vip' : 'text-tier-fanplus'}`}
                  />
                  <span className="font-medium">{featureText(perk, t)}</span>
                </li>
              ))}
            </ul>
            {/* Right under the list, not pinned to the bottom, where the payment toast appears. */}
            <div className="pt-7">
              <Button className="press min-h-13 w-full text-base" onClick={dismiss}>
                {t('billing.startExploring')}
              </Button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
