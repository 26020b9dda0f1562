// How the app writes a moment, in one place: feeds and the inbox read like a phone app ('now',
// '5m', '3h', '2d', then a short date), tooltips give the exact moment. Built from the shared
// cached formatters (ADR 013). The staff tools' 'just now' / '5 min. ago' is
// features/admin/relative-time.ts (admin screens may build their own formatters).
import { dateTimeFormat, relativeTimeFormat } from '@fanclub/shared/intl';
import { INTL_LOCALES } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const timeOf = (iso: string) => new Date(iso).getTime();

/**
 * Within the week: 'now', '5m', '3h', '2d' in English; other languages as their own short form
 * says it (Intl.RelativeTimeFormat, narrow: 'hace 5 min', '5分前', '3시간 전'), with the
 * language's 'now' ('ahora', '今').
 */
function recently(diff: number, locale: Locale): string {
  const ago = (value: number, unit: Intl.RelativeTimeFormatUnit, suffix: string) =>
    locale === 'en'
      ? `${value}${suffix}`
      : relativeTimeFormat(INTL_LOCALES[locale], { style: 'narrow', numeric: 'always' }).format(
          -value,
          unit,
        );
  if (diff < MINUTE)
    return locale === 'en'
      ? 'now'
      : relativeTimeFormat(INTL_LOCALES[locale], { style: 'narrow', numeric: 'auto' }).format(
          0,
          'second',
        );
  if (diff < HOUR) return ago(Math.floor(diff / MINUTE), 'minute', 'm');
  if (diff < DAY) return ago(Math.floor(diff / HOUR), 'hour', 'h');
  return ago(Math.floor(diff / DAY), 'day', 'd');
}

/** 'now', '5m', '3h', '2d' (or the language's own, above), then 'Nov 1' (with the year when it is not this year's). */
export function shortTimeAgo(iso: string, now: number = Date.now(), locale: Locale = 'en'): string {
  const time = timeOf(iso);
  if (Number.isNaN(time)) return '';
  const diff = Math.max(0, now - time);
  if (diff < 7 * DAY) return recently(diff, locale);
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
