import { Crown } from 'lucide-react';

export function VipBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-400/15 px-2.5 py-1 text-xs font-semibold text-amber-300">
      <Crown aria-hidden className="size-3.5" />
      VIP Only
    </span>
  );
}
