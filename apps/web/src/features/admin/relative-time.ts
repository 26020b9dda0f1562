// Audit entries read 'just now', '5 min. ago' or 'yesterday'; older ones get a short date. The
// exact moment beside them, and the members' short times, are lib/time-text.ts.
import { INTL_LOCALES } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import { dateTimeFormat } from '@fanclub/shared/intl';
import type { Translator } from '../../lib/i18n/translator';

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();
// Built on first use: a formatter costs milliseconds to build on a phone (shared/intl.ts).
function relative(locale: Locale): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(INTL_LOCALES[locale], { numeric: 'auto', style: 'short' });
    relativeFormats.set(locale, format);
  }
  return format;
}
const shortDate = (locale: Locale) =>
  dateTimeFormat(INTL_LOCALES[locale], {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function timeAgo(
  iso: string,
  locale: Locale,
  t: Translator['t'],
  now: number = Date.now(),
): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const diff = now - time;
  if (diff < MINUTE) return t('admin.justNow');
  if (diff < HOUR) return relative(locale).format(-Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return relative(locale).format(-Math.floor(diff / HOUR), 'hour');
  if (diff < 7 * DAY) return relative(locale).format(-Math.floor(diff / DAY), 'day');
  return shortDate(locale).format(time);
}
