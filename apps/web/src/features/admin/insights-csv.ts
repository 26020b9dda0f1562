// A table as CSV (RFC 4180 quoting), downloaded from the browser: the same rows the chart draws.
export type CsvCell = string | number | null;

const quote = (cell: CsvCell) => {
  const text = cell === null ? '' : String(cell);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export function toCsv(header: readonly string[], rows: readonly CsvCell[][]): string {
  return [header, ...rows].map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}

export function downloadCsv(name: string, header: readonly string[], rows: readonly CsvCell[][]) {
  const url = URL.createObjectURL(new Blob([toCsv(header, rows)], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
