import { Link } from 'react-router';
import { CircleX, Mail } from 'lucide-react';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';

export function PaymentCancelledScreen() {
  const t = useT();
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-6 py-10 text-center">
      <span className="mx-auto grid size-20 place-items-center rounded-full bg-stage-700 ring-1 ring-white/10">
        <CircleX aria-hidden className="size-10 text-stage-300" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-extrabold">{t('billing.cancelledTitle')}</h1>
      <p className="mt-3 text-stage-300">{t('billing.cancelledBody')}</p>
      <div className="mt-10 flex flex-col gap-3">
        <Link to={paths.subscribe} className={buttonClass('primary', 'min-h-13 text-base')}>
          {t('billing.tryAgain')}
        </Link>
        <Link to={paths.dashboard} className={buttonClass('secondary')}>
          {t('billing.backToDashboard')}
        </Link>
        <Link
          to={paths.contactSupport({ subject: 'Payment cancelled' })}
          className={buttonClass('ghost')}
        >
          <Mail aria-hidden className="size-4" />
          {t('billing.contactSupport')}
        </Link>
      </div>
    </main>
  );
}
