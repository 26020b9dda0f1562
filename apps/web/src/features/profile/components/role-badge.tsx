import type { Role } from '@fanclub/shared/roles';
import { roleLabel } from '@fanclub/shared/roles';

// Each role has its own colour (spec section 2, Profile); tints keep them quiet on the dark stage.
const colours: Record<Role, string> = {
  admin: 'bg-red-500/15 text-red-300 ring-red-400/40',
  artist: 'bg-violet-500/15 text-violet-300 ring-violet-400/40',
  premium: 'bg-amber-500/15 text-amber-300 ring-amber-400/40',
  vip: 'bg-accent-soft text-accent-strong ring-accent/50',
  fan: 'bg-sky-500/15 text-sky-300 ring-sky-400/40',
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ${colours[role]}`}
    >
      {roleLabel(role)}
    </span>
  );
}
