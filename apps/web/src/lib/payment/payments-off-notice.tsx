import { CircleAlert } from 'lucide-react';
import { useT } from '../i18n/i18n-context';

/** Shown beside a disabled pay button when the server has no payment provider set up. */
export function PaymentsOffNotice() {
  const t = useT();
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-xl bg-stage-800 p-3 text-sm text-stage-300"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {t('payment.paymentsOff')}
    </p>
  );
}
