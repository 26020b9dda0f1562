import { ChevronDown } from 'lucide-react';

const questions = [
  {
    q: 'Can I cancel anytime?',
    a: 'Yes. You can cancel anytime and keep your access until the end of the billing period.',
  },
  {
    q: 'What payment methods do you accept?',
    a: 'We accept all major credit cards, PayPal and Apple Pay.',
  },
  {
    q: 'What do new members get?',
    a: 'New users get the Free plan immediately, no card needed. Upgrade whenever you like.',
  },
] as const;

/** Native disclosure widgets: keyboard and screen-reader support without extra script. */
export function Faq() {
  return (
    <section aria-labelledby="faq-heading" className="mt-10">
      <h2 id="faq-heading" className="text-lg font-semibold">
        Frequently Asked Questions
      </h2>
      <div className="mt-3 divide-y divide-white/5 rounded-2xl border border-white/5 bg-stage-800">
        {questions.map(({ q, a }) => (
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
