import type { Tier } from '@fanclub/shared/roles';
import { tierLabel } from '@fanclub/shared/labels';
import { useUiTexts } from './ui-texts';

// One colour per tier (theme tokens --color-tier-*): card, avatar ring and chat badge agree.
const BADGE: Record<Tier, string> = {
  free: 'bg-tier-free/15 text-tier-free ring-tier-free/40',
  fanplus: 'bg-tier-fanplus text-stage-950 ring-tier-fanplus',
  vip: 'bg-tier-vip text-stage-950 ring-tier-vip',
};

/** Ring around a member's avatar in their tier's colour. */
export const TIER_RING: Record<Tier, string> = {
  free: 'ring-2 ring-tier-free/50',
  fanplus: 'ring-3 ring-tier-fanplus',
  vip: 'ring-3 ring-tier-vip shadow-[0_0_24px_-4px_var(--color-tier-vip)]',
};

/** 'Free', 'Fan+' or 'VIP' as a small pill; `size="xs"` fits inside a chat line. */
export function TierBadge({ tier, size = 'sm' }: { tier: Tier; size?: 'xs' | 'sm' }) {
  const { tierFree } = useUiTexts();
  const box = size === 'xs' ? 'px-1.5 py-px text-[0.6875rem] align-[1px]' : 'px-2.5 py-0.5 text-xs';
  return (
    <span className={`inline-block rounded-full font-bold ring-1 ${box} ${BADGE[tier]}`}>
      {tier === 'free' ? tierFree : tierLabel(tier)}
    </span>
  );
}
