// How the app writes a moment, in one place: feeds and the inbox read like a phone app ('now',
// '5m', '3h', '2d', then a short date), tooltips give the exact moment. Built from the shared
// cached formatters (ADR 013). The staff tools' 'just now' / '5 min. ago' is
// features/admin/relative-time.ts (admin screens may build their own formatters).
import { dateTimeFormat } from '@fanclub/shared/intl';
import { INTL_LOCALES } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const timeOf = (iso: string) => new Date(iso).getTime();

/** 'now', '5m', '3h', '2d', then 'Nov 1' (with the year when it is not this year's). */
export function shortTimeAgo(iso: string, now: number = Date.now(), locale: Locale = 'en'): string {
  const time = timeOf(iso);
  if (Number.isNaN(time)) return '';
  const diff = Math.max(0, now - time);
  if (diff < MINUTE) return 'now';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}m`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}h`;
  if (diff < 7 * DAY) return `${Math.floor(diff / DAY)}d`;
  const sameYear = new Date(time).getFullYear() === new Date(now).getFullYear();
  return dateTimeFormat(INTL_LOCALES[locale], {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(time);
}

/** The exact moment ('Nov 27, 2026, 3:10 PM'), for a tooltip and screen readers. */
export function exactTime(iso: string, locale: Locale = 'en'): string {
  const time = timeOf(iso);
  return Number.isNaN(time)
    ? ''
    : dateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(
        time,
      );
}

/** 'Nov 27, 3:10 PM': when something was written, or until when a mute lasts. */
export function shortDateTime(iso: string, locale: Locale = 'en'): string {
  const time = timeOf(iso);
  return Number.isNaN(time)
    ? ''
    : dateTimeFormat(INTL_LOCALES[locale], {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(time);
}
