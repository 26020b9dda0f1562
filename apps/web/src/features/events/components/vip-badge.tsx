import { Crown } from 'lucide-react';

export function VipBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-tier-vip/15 px-2.5 py-1 text-xs font-semibold text-tier-vip">
      <Crown aria-hidden className="size-3.5" />
      VIP Only
    </span>
  );
}
