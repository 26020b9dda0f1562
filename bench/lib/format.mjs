// Small helpers shared by the suites: percentiles, number formatting and a plain-text table.

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** The middle value (the upper of the two middle ones for an even count), as the tables report. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export const round = (n, digits = 1) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : n);

/** Prints rows (objects with the same keys) as an aligned table. */
export function printTable(title, rows) {
  console.log(`\n${title}`);
  if (rows.length === 0) return console.log('  (no rows)');
  const keys = Object.keys(rows[0]);
  const cells = [keys, ...rows.map((r) => keys.map((k) => String(r[k] ?? '')))];
  const widths = keys.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  for (const [index, row] of cells.entries()) {
    console.log('  ' + row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
    if (index === 0) console.log('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

/** ✔ or ✘ with the target, for the "meets target" columns. */
export const verdict = (ok) => (ok ? 'yes' : 'NO');
