import { Link } from 'react-router';
import { CircleCheck, Download } from 'lucide-react';
import { sessionIdSuffix } from '@fanclub/shared/format';
import type { Tier } from '@fanclub/shared/roles';
import { paths } from '../../../app/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import type { CheckoutSessionState } from '../api/billing-api';
import { receiptUrl } from '../api/billing-api';
import { TierWelcome } from './tier-welcome';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import { tierName } from '../../../lib/i18n/member-labels';

/** 'Payment Successful!' — shown only once the server has confirmed the checkout as paid. */
export function PaymentConfirmed({
  checkout,
  tier,
}: {
  checkout: CheckoutSessionState;
  tier: Tier | null;
}) {
  const t = useT();
  const format = useFormat();
  const paid = checkout.paymentStatus === 'paid';
  const details = [
    { term: t('billing.sessionId'), value: sessionIdSuffix(checkout.id) },
    { term: t('billing.status'), value: paid ? t('billing.paid') : t('billing.pending'), paid },
    { term: t('billing.amount'), value: format.price(checkout.amountCents) },
    // The profile is the truth for the tier (GET /api/me), refreshed before this renders.
    { term: t('billing.plan'), value: tier ? tierName(t, tier) : t('billing.updated') },
  ];

  return (
    <main className="relative isolate mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-6 py-10 text-center">
      <div
        aria-hidden
        className="absolute top-10 left-1/2 -z-10 size-72 -translate-x-1/2 rounded-full bg-accent/20 blur-3xl"
      />
      <span className="mx-auto grid size-20 place-items-center rounded-full bg-accent-soft ring-1 ring-accent/50">
        <CircleCheck aria-hidden className="size-10 text-accent" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-extrabold">{t('billing.successTitle')}</h1>
      <p className="mt-2 text-stage-300">{t('billing.successThanks')}</p>

      <dl className="mt-8 divide-y divide-white/5 rounded-2xl border border-white/5 bg-stage-800 px-4 text-left">
        {details.map(({ term, value, paid: isPaid }) => (
          <div key={term} className="flex min-h-12 items-center justify-between gap-4">
            <dt className="text-sm text-stage-300">{term}</dt>
            <dd className={`font-semibold ${isPaid ? 'text-emerald-400' : ''}`}>{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-8 flex flex-col gap-3">
        <Link to={paths.dashboard} className={buttonClass('primary', 'min-h-13 text-base')}>
          {t('billing.goDashboard')}
        </Link>
        <Link to={paths.profile} className={buttonClass('secondary')}>
          {t('billing.viewProfile')}
        </Link>
        <Button
          variant="ghost"
          onClick={() => window.open(receiptUrl(checkout.id), '_blank', 'noopener')}
        >
          <Download aria-hidden className="size-4" />
          {t('billing.downloadReceipt')}
        </Button>
      </div>
      {tier && <TierWelcome checkoutId={checkout.id} tier={tier} />}
    </main>
  );
}
