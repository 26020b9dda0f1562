// The date range of the insights: quick spans and two date fields. Only a valid range is applied.
import { useState } from 'react';
import type { InsightsRange } from '../api/insights-api';

const DAY = 86_400_000;
const MAX_DAYS = 731;
const today = () => new Date().toISOString().slice(0, 10);
const daysBack = (days: number) =>
  new Date(Date.now() - (days - 1) * DAY).toISOString().slice(0, 10);

export const lastDays = (days: number): InsightsRange => ({ from: daysBack(days), to: today() });

const PRESETS = [
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
  { label: '12 months', days: 365 },
  { label: '2 years', days: MAX_DAYS },
];

function problem(r: InsightsRange): string | null {
  if (!r.from || !r.to) return 'Choose a start and an end date.';
  if (r.from > r.to) return 'The start date must not be after the end date.';
  if ((Date.parse(r.to) - Date.parse(r.from)) / DAY >= MAX_DAYS)
    return `A range can span at most ${MAX_DAYS} days.`;
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
  const [draft, setDraft] = useState(range);
  const error = problem(draft);
  const edit = (next: InsightsRange) => {
    setDraft(next);
    if (!problem(next)) onChange(next);
  };
  return (
    <fieldset className="rounded-2xl border border-white/5 bg-stage-800 p-4">
      <legend className="sr-only">Date range</legend>
      <div className="grid grid-cols-4 gap-1.5" role="group" aria-label="Quick ranges">
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
              {p.label}
            </button>
          );
        })}
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <label className="text-xs font-semibold text-stage-300">
          From
          <input
            type="date"
            className={FIELD}
            value={draft.from}
            max={draft.to || undefined}
            onChange={(e) => edit({ ...draft, from: e.target.value })}
          />
        </label>
        <label className="text-xs font-semibold text-stage-300">
          To
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
          {error}
        </p>
      )}
    </fieldset>
  );
}
