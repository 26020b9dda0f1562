// A chart's frame: its title, the chart, a data table (shown on demand, always read out by
// screen readers) and "Download CSV" of the same rows.
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Download, Table2 } from 'lucide-react';
import { downloadCsv } from '../insights-csv';
import type { CsvCell } from '../insights-csv';
import { useT } from '../../../lib/i18n/i18n-context';

const BUTTON =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-white/10 px-3 text-xs font-semibold text-stage-300 hover:text-white';

export function InsightsFigure({
  title,
  file,
  header,
  columns,
  rows,
  cells = rows,
  chart,
}: {
  title: string;
  /** The CSV's file name, without .csv. */
  file: string;
  /** The CSV's column names: English, for the machines that read it. */
  header: string[];
  /** The table's column names, in the page's language. */
  columns: string[];
  /** Raw values for the CSV (cents, counts). */
  rows: CsvCell[][];
  /** The same rows as the table shows them (prices formatted). */
  cells?: CsvCell[][];
  chart?: ReactNode;
}) {
  const t = useT();
  const [showTable, setShowTable] = useState(!chart);
  const tableId = useId();
  return (
    <section aria-label={title} className="rounded-2xl border border-white/5 bg-stage-800 p-4">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <div className="flex flex-wrap gap-2">
          {chart && (
            <button
              type="button"
              className={BUTTON}
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((v) => !v)}
            >
              <Table2 aria-hidden className="size-4" />
              {showTable ? t('adminInsights.hideTable') : t('adminInsights.showTable')}
            </button>
          )}
          <button
            type="button"
            className={BUTTON}
            onClick={() => downloadCsv(`${file}.csv`, header, rows)}
          >
            <Download aria-hidden className="size-4" />
            {t('adminInsights.downloadCsv')}
          </button>
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-stage-400">{t('adminInsights.nothingInRange')}</p>
      ) : (
        <>
          {chart}
          <div id={tableId} className={showTable ? 'mt-3 overflow-x-auto' : 'sr-only'}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="text-xs text-stage-400">
                <tr>
                  {columns.map((h) => (
                    <th key={h} scope="col" className="py-1 pr-3 font-semibold whitespace-nowrap">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {cells.map((row, i) => (
                  <tr key={i} className="border-t border-white/5">
                    {row.map((cell, j) => (
                      <td key={j} className="py-1.5 pr-3 tabular-nums">
                        {cell ?? '–'}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
