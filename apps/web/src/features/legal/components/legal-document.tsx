import { paths } from '../../../app/paths';
import { Screen } from '../../../components/ui/screen';
import { SUPPORT_EMAIL } from '../../../lib/contact';
import { dateTimeFormat } from '@fanclub/shared/intl';
import { INTL_LOCALES } from '@fanclub/shared/i18n/locales';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import type { MessageKey, MessageValues } from '../../../lib/i18n/translator';

/** A numbered section: its heading, then its paragraphs or a bulleted list. */
export type Clause = { heading: MessageKey } & (
  { paragraphs: readonly MessageKey[] } | { list: readonly MessageKey[] }
);

/** Long-form reading layout: short measure, numbered headings, contact line at the end. */
export function LegalDocument({
  titleKey,
  updated,
  intro,
  clauses,
  values,
}: {
  titleKey: MessageKey;
  /** The month of the last change, as YYYY-MM-DD (its day is not shown). */
  updated: string;
  intro: MessageKey;
  clauses: readonly Clause[];
  /** Filled into every text (the terms' plan prices). */
  values?: MessageValues;
}) {
  const t = useT();
  const locale = useLocale();
  const month = dateTimeFormat(INTL_LOCALES[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${updated}T00:00:00Z`));
  return (
    <Screen
      title={t(titleKey)}
      back={{ to: paths.settings, label: t('legal.backToSettings') }}
      className="pb-16"
    >
      <p className="text-xs text-stage-400">{t('legal.lastUpdated', { month })}</p>
      <p className="mt-4 text-stage-300">{t(intro, values)}</p>
      <ol className="mt-6 space-y-6">
        {clauses.map((clause, index) => (
          <li key={clause.heading}>
            <h2 className="font-semibold">
              <span className="mr-2 text-accent">{index + 1}.</span>
              {t(clause.heading)}
            </h2>
            <div className="mt-2 space-y-2 text-sm leading-relaxed text-stage-300">
              {'list' in clause ? (
                <ul className="list-disc space-y-1 pl-5">
                  {clause.list.map((key) => (
                    <li key={key}>{t(key, values)}</li>
                  ))}
                </ul>
              ) : (
                clause.paragraphs.map((key) => <p key={key}>{t(key, values)}</p>)
              )}
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-10 rounded-2xl border border-white/5 bg-stage-800 p-4 text-sm text-stage-300">
        {t('legal.questions')}{' '}
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
