// Audit entries read 'just now', '5 min. ago' or 'yesterday'; older ones get a short date. The
// exact moment beside them, and the members' short times, are lib/time-text.ts.
import { dateTimeFormat } from '@fanclub/shared/intl';
let relativeFormat: Intl.RelativeTimeFormat | undefined;
// Built on first use: a formatter costs milliseconds to build on a phone (shared/intl.ts).
const relative = () =>
  (relativeFormat ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'auto', style: 'short' }));
const shortDate = () =>
  dateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function timeAgo(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const diff = now - time;
  if (diff < MINUTE) return 'just now';
  if (diff < HOUR) return relative().format(-Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return relative().format(-Math.floor(diff / HOUR), 'hour');
  if (diff < 7 * DAY) return relative().format(-Math.floor(diff / DAY), 'day');
  return shortDate().format(time);
}
