// Small pieces every admin tab uses: list states and coloured badges.
import type { ReactNode } from 'react';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Spinner } from '../../../components/ui/spinner';

export type BadgeTone = 'neutral' | 'accent' | 'sky' | 'amber' | 'green' | 'red';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-stage-700 text-stage-300',
  accent: 'bg-accent-soft text-accent-strong',
  sky: 'bg-sky-400/15 text-sky-300',
  amber: 'bg-amber-400/15 text-amber-300',
  green: 'bg-emerald-400/15 text-emerald-300',
  red: 'bg-red-400/15 text-red-300',
};

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

export function EmptyState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-white/5 bg-stage-800 p-4 text-sm text-stage-300">
      <p>{text}</p>
      {children}
    </div>
  );
}

/** The loading, failed and empty states of a list query; renders the list only with data. */
export function QueryStates<T>({
  query,
  loadingLabel,
  errorText,
  emptyText,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data: T[] | undefined; refetch: () => unknown };
  loadingLabel: string;
  errorText: string;
  emptyText: string;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} className="py-4" />;
  if (query.isError || !query.data) {
    return <ErrorNotice message={errorText} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) return <EmptyState text={emptyText} />;
  return <>{children(query.data)}</>;
}

/** Card list frame used by the events, content and orders lists. */
export const listClass = 'flex flex-col gap-3';
export const rowClass = 'rounded-2xl border border-white/5 bg-stage-800 p-4';
