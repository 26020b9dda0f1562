// The date range of the insights: quick spans and two date fields. Only a valid range is applied.
import { useState } from 'react';
import type { MessageKey } from '../../../lib/i18n/translator';
import { useT } from '../../../lib/i18n/i18n-context';
import type { InsightsRange } from '../api/insights-api';

const DAY = 86_400_000;
const MAX_DAYS = 731;
const today = () => new Date().toISOString().slice(0, 10);
const daysBack = (days: number) =>
  new Date(Date.now() - (days - 1) * DAY).toISOString().slice(0, 10);

export const lastDays = (days: number): InsightsRange => ({ from: daysBack(days), to: today() });

const PRESETS: readonly { label: MessageKey; days: number }[] = [
  { label: 'adminInsights.days30', days: 30 },
  { label: 'adminInsights.days90', days: 90 },
  { label: 'adminInsights.months12', days: 365 },
  { label: 'adminInsights.years2', days: MAX_DAYS },
];

function problem(r: InsightsRange): MessageKey | null {
  if (!r.from || !r.to) return 'adminInsights.chooseDates';
  if (r.from > r.to) return 'adminInsights.startAfterEnd';
  if ((Date.parse(r.to) - Date.parse(r.from)) / DAY >= MAX_DAYS) return 'adminInsights.maxSpan';
  return null;
}

const FIELD =
  'mt-1 block min-h-11 w-full rounded-xl border border-white/10 bg-stage-900 px-3 text-sm text-white [color-scheme:dark]';

export function InsightsRangePicker({
  range,
  onChange,
}: {
  range: InsightsRange;
  onChange: (range: InsightsRange) => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(range);
  const error = problem(draft);
  const edit = (next: InsightsRange) => {
    setDraft(next);
    if (!problem(next)) onChange(next);
  };
  return (
    <fieldset className="rounded-2xl border border-white/5 bg-stage-800 p-4">
      <legend className="sr-only">{t('adminInsights.dateRange')}</legend>
      <div
        className="grid grid-cols-4 gap-1.5"
        role="group"
        aria-label={t('adminInsights.quickRanges')}
      >
        {PRESETS.map((p) => {
          const next = lastDays(p.days);
          const on = next.from === range.from && next.to === range.to;
          return (
            <button
              key={p.days}
              type="button"
              aria-pressed={on}
              onClick={() => edit(next)}
              className={`min-h-11 rounded-full border px-1 text-xs font-semibold whitespace-nowrap ${on ? 'border-transparent bg-accent-fill text-white' : 'border-white/10 text-stage-300 hover:text-white'}`}
            >
              {t(p.label)}
            </button>
          );
        })}
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <label className="text-xs font-semibold text-stage-300">
          {t('adminInsights.from')}
          <input
            type="date"
            className={FIELD}
            value={draft.from}
            max={draft.to || undefined}
            onChange={(e) => edit({ ...draft, from: e.target.value })}
          />
        </label>
        <label className="text-xs font-semibold text-stage-300">
          {t('adminInsights.to')}
          <input
            type="date"
            className={FIELD}
            value={draft.to}
            min={draft.from || undefined}
            onChange={(e) => edit({ ...draft, to: e.target.value })}
          />
        </label>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-xs text-red-300">
          {t(error, { days: MAX_DAYS })}
        </p>
      )}
    </fieldset>
  );
}
