import { Crown } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n-context';

export function VipBadge() {
  const t = useT();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-tier-vip/15 px-2.5 py-1 text-xs font-semibold text-tier-vip">
      <Crown aria-hidden className="size-3.5" />
      {t('events.vipOnly')}
    </span>
  );
}
