// One colour per tier, from the --color-tier-* tokens in styles.css: the profile badge, settings,
// plan cards, admin visibility badges and the membership card all tint a tier the same way.
// Class names are written out whole so Tailwind finds them in the source.
import type { Tier } from '@fanclub/shared/roles';

/** The token itself, for inline styles (gradients, rings drawn in CSS). */
export function tierColor(tier: Tier): string {
  return `var(--color-tier-${tier})`;
}

/** A quiet tinted badge: tier-coloured text and ring on a faint fill of the same colour. */
export const tierBadgeClass: Readonly<Record<Tier, string>> = {
  free: 'bg-tier-free/15 text-tier-free ring-tier-free/40',
  fanplus: 'bg-tier-fanplus/15 text-tier-fanplus ring-tier-fanplus/40',
  vip: 'bg-tier-vip/15 text-tier-vip ring-tier-vip/40',
};
