import { Clock } from 'lucide-react';
import { VIP_FIRST_RESPONSE_HOURS } from '@fanclub/shared/support-texts';
import { useT } from '../../../lib/i18n/i18n-context';

/** The first-response time VIP members are promised (their plan's Priority support). */
export function SupportPromise({ vip }: { vip: boolean }) {
  const t = useT();
  return (
    <p
      className={`mb-4 flex items-center gap-2 rounded-2xl px-4 py-3 text-sm ${
        vip ? 'bg-amber-400/15 text-amber-200' : 'bg-stage-800 text-stage-300'
      }`}
    >
      <Clock aria-hidden className="size-4 shrink-0" />
      {vip
        ? t('supportThread.vipPromise', { hours: VIP_FIRST_RESPONSE_HOURS })
        : t('supportThread.promise')}
    </p>
  );
}
