import { Clock } from 'lucide-react';
import { SUPPORT_PROMISE, VIP_SUPPORT_PROMISE } from '@fanclub/shared/support-texts';

/** The first-response time VIP members are promised (their plan's Priority support). */
export function SupportPromise({ vip }: { vip: boolean }) {
  return (
    <p
      className={`mb-4 flex items-center gap-2 rounded-2xl px-4 py-3 text-sm ${
        vip ? 'bg-amber-400/15 text-amber-200' : 'bg-stage-800 text-stage-300'
      }`}
    >
      <Clock aria-hidden className="size-4 shrink-0" />
      {vip ? VIP_SUPPORT_PROMISE : SUPPORT_PROMISE}
    </p>
  );
}
