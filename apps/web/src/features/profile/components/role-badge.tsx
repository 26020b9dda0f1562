import type { Role, Tier } from '@fanclub/shared/roles';
import { memberTier } from '@fanclub/shared/labels';
import { useT } from '../../../lib/i18n/i18n-context';
import { memberName } from '../../../lib/i18n/member-labels';
import { tierBadgeClass } from '../../../lib/tier-color';

// Staff keep a colour of their own; everyone else wears their tier's colour (the shared token).
const staffColours: Partial<Record<Role, string>> = {
  admin: 'bg-red-500/15 text-red-300 ring-red-400/40',
  artist: 'bg-violet-500/15 text-violet-300 ring-violet-400/40',
};

/** What the member is, in one word: "VIP", "Fan+", "Fan", "Artist" … the same on every screen. */
export function RoleBadge({ role, tier }: { role: Role; tier: Tier }) {
  const t = useT();
  const colour = staffColours[role] ?? tierBadgeClass[memberTier(role, tier)];
  return (
    <span
      data-testid="member-badge"
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ${colour}`}
    >
      {memberName(t, role, tier)}
    </span>
  );
}
