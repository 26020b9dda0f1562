import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Clock } from 'lucide-react';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/i18n-context';

/** The spec's 'Processing your payment...' spinner, also shown while we wait for confirmation. */
export function PaymentProcessing() {
  const t = useT();
  return (
    <main className="grid min-h-dvh place-items-center px-6 text-center">
      <div>
        <Spinner label={t('billing.pleaseWait')} className="scale-[2]" />
        <h1 className="mt-6 text-lg font-semibold">{t('billing.processingPayment')}</h1>
      </div>
    </main>
  );
}

/**
 * No confirmation (yet): never claim success. Says what we know and offers the way forward;
 * `action` is the main button (Refresh, or Log in).
 */
export function PaymentNotConfirmed({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action: ReactNode;
}) {
  const t = useT();
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-6 py-10 text-center">
      <span className="mx-auto grid size-20 place-items-center rounded-full bg-stage-700 ring-1 ring-white/10">
        <Clock aria-hidden className="size-10 text-stage-300" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-extrabold">{title}</h1>
      <p className="mt-3 text-stage-300">{message}</p>
      <div className="mt-10 flex flex-col gap-3">
        {action}
        <Link to={paths.manageSubscription} className={buttonClass('secondary')}>
          {t('billing.manageSubscription')}
        </Link>
        <Link to={paths.dashboard} className={buttonClass('ghost')}>
          {t('billing.backToDashboard')}
        </Link>
      </div>
    </main>
  );
}
