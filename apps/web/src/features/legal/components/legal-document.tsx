import type { ReactNode } from 'react';
import { paths } from '../../../app/paths';
import { Screen } from '../../../components/ui/screen';
import { SUPPORT_EMAIL } from '../../../lib/contact';

export interface Clause {
  heading: string;
  body: ReactNode;
}

/** Long-form reading layout: short measure, numbered headings, contact line at the end. */
export function LegalDocument({
  title,
  updated,
  intro,
  clauses,
}: {
  title: string;
  updated: string;
  intro: string;
  clauses: readonly Clause[];
}) {
  return (
    <Screen
      title={title}
      back={{ to: paths.settings, label: 'Back to Settings' }}
      className="pb-16"
    >
      <p className="text-xs text-stage-400">Last updated {updated}</p>
      <p className="mt-4 text-stage-300">{intro}</p>
      <ol className="mt-6 space-y-6">
        {clauses.map((clause, index) => (
          <li key={clause.heading}>
            <h2 className="font-semibold">
              <span className="mr-2 text-accent">{index + 1}.</span>
              {clause.heading}
            </h2>
            <div className="mt-2 space-y-2 text-sm leading-relaxed text-stage-300">
              {clause.body}
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-10 rounded-2xl border border-white/5 bg-stage-800 p-4 text-sm text-stage-300">
        Questions? Write to{' '}
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className="inline-flex min-h-11 max-w-full items-center font-medium wrap-anywhere text-accent underline"
        >
          {SUPPORT_EMAIL}
        </a>
      </p>
    </Screen>
  );
}
