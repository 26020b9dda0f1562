import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export const rowClass = 'flex min-h-14 items-center gap-3 px-4';

export function RowIcon({ Icon }: { Icon: LucideIcon }) {
  return (
    <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-stage-700 text-stage-300">
      <Icon aria-hidden className="size-4.5" />
    </span>
  );
}

/** A navigation row of a settings list: icon, label, optional trailing text and a chevron. */
export function LinkRow({
  to,
  Icon,
  label,
  trailing,
}: {
  to: string;
  Icon: LucideIcon;
  label: string;
  trailing?: ReactNode;
}) {
  return (
    <Link to={to} className={`${rowClass} transition-colors hover:bg-white/5`}>
      <RowIcon Icon={Icon} />
      <span className="flex-1 font-medium">{label}</span>
      {trailing}
      <ChevronRight aria-hidden className="size-5 text-stage-400" />
    </Link>
  );
}

/** Groups rows into one rounded card with hairline dividers, as on native settings screens. */
export function RowGroup({ children }: { children: ReactNode }) {
  return (
    <div className="divide-y divide-white/5 overflow-hidden rounded-2xl border border-white/5 bg-stage-800">
      {children}
    </div>
  );
}
