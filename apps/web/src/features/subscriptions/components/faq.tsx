import { ChevronDown } from 'lucide-react';
import { usePaymentMode } from '../../../lib/payment/checkout-options';

type PaymentMode = ReturnType<typeof usePaymentMode>;

/**
 * Only what this installation takes: the demo provider's form takes cards and nothing else, and
 * Stripe's page adds the wallets it offers on the member's device. Before the answer has loaded,
 * cards (true wherever anything can be paid for).
 */
function paymentMethods(mode: PaymentMode): string {
  if (mode === 'off') return "Payments aren't set up yet, so paid plans can't be bought right now.";
  if (mode === 'hosted-page')
    return "We accept major credit and debit cards on Stripe's secure payment page, which also offers Apple Pay or Google Pay on devices that support them.";
  return 'We accept major credit and debit cards.';
}

const questions = (mode: PaymentMode) =>
  [
    {
      q: 'Can I cancel anytime?',
      a: 'Yes. You can cancel anytime and keep your access until the end of the billing period.',
    },
    {
      q: 'What payment methods do you accept?',
      a: paymentMethods(mode),
    },
    {
      q: 'What do new members get?',
      a: 'New users get the Free plan immediately, no card needed. Upgrade whenever you like.',
    },
  ] as const;

/** Native disclosure widgets: keyboard and screen-reader support without extra script. */
export function Faq() {
  const mode = usePaymentMode();
  return (
    <section aria-labelledby="faq-heading" className="mt-10">
      <h2 id="faq-heading" className="text-lg font-semibold">
        Frequently Asked Questions
      </h2>
      <div className="mt-3 divide-y divide-white/5 rounded-2xl border border-white/5 bg-stage-800">
        {questions(mode).map(({ q, a }) => (
          <details key={q} className="group px-4">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 font-medium [&::-webkit-details-marker]:hidden">
              {q}
              <ChevronDown
                aria-hidden
                className="size-5 shrink-0 text-stage-300 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-4 text-sm text-stage-300">{a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
