// Feed times read like a phone app's: 'now', '5m', '3h', '2d', then a short date. Built from the
// shared cached formatters (ADR 013) and plain arithmetic, no Intl.RelativeTimeFormat.
import { dateTimeFormat } from '@fanclub/shared/intl';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function shortTimeAgo(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const diff = Math.max(0, now - time);
  if (diff < MINUTE) return 'now';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}m`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}h`;
  if (diff < 7 * DAY) return `${Math.floor(diff / DAY)}d`;
  const sameYear = new Date(time).getFullYear() === new Date(now).getFullYear();
  return dateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(time);
}

/** The exact moment, for the <time> element's title and screen readers. */
export function exactTime(iso: string): string {
  const time = new Date(iso).getTime();
  return Number.isNaN(time)
    ? ''
    : dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}
