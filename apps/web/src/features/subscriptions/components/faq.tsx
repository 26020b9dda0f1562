import { ChevronDown } from 'lucide-react';
import { usePaymentMode } from '../../../lib/payment/checkout-options';
import { useT } from '../../../lib/i18n/i18n-context';
import type { MessageKey } from '../../../lib/i18n/translator';

type PaymentMode = ReturnType<typeof usePaymentMode>;

/**
 * Only what this installation takes: the demo provider's form takes cards and nothing else, and
 * Stripe's page adds the wallets it offers on the member's device. Before the answer has loaded,
 * cards (true wherever anything can be paid for).
 */
function paymentMethods(mode: PaymentMode): MessageKey {
  if (mode === 'off') return 'subscriptions.faqPaymentsOff';
  if (mode === 'hosted-page') return 'subscriptions.faqPaymentsHosted';
  return 'subscriptions.faqPaymentsCards';
}

const questions = (mode: PaymentMode) =>
  [
    { q: 'subscriptions.faqCancelQ', a: 'subscriptions.faqCancelA' },
    { q: 'subscriptions.faqPaymentsQ', a: paymentMethods(mode) },
    { q: 'subscriptions.faqNewQ', a: 'subscriptions.faqNewA' },
  ] as const satisfies readonly { q: MessageKey; a: MessageKey }[];

/** Native disclosure widgets: keyboard and screen-reader support without extra script. */
export function Faq() {
  const mode = usePaymentMode();
  const t = useT();
  return (
    <section aria-labelledby="faq-heading" className="mt-10">
      <h2 id="faq-heading" className="text-lg font-semibold">
        {t('subscriptions.faqTitle')}
      </h2>
      <div className="mt-3 divide-y divide-white/5 rounded-2xl border border-white/5 bg-stage-800">
        {questions(mode).map(({ q, a }) => (
          <details key={q} className="group px-4">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 font-medium [&::-webkit-details-marker]:hidden">
              {t(q)}
              <ChevronDown
                aria-hidden
                className="size-5 shrink-0 text-stage-300 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-4 text-sm text-stage-300">{t(a)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
