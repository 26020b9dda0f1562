// Event dates are shown in the event's own time zone: a show at 7 PM in LA reads 7 PM everywhere.
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import { calendarDayAtUtc, dayAndMonth } from '@fanclub/shared/calendar-day';
import { dateTimeFormat } from '@fanclub/shared/intl';
import { INTL_LOCALES } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';

function part(event: ClubEvent, options: Intl.DateTimeFormatOptions, locale: Locale): string {
  const date = new Date(event.eventDate);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(INTL_LOCALES[locale], { ...options, timeZone: event.timeZone }).format(
    date,
  );
}

/**
 * Month and day for the list's date badge, e.g. { month: 'MAR', day: '15' } ('3月' in Japanese).
 * The server worked out the day in the event's zone: English needs no formatter on first render;
 * other languages name the month with Intl, in UTC (the day is already the event's own).
 */
export function dateBadge(
  event: Pick<ClubEvent, 'startDay'>,
  locale: Locale = 'en',
): { month: string; day: string } {
  const parts = dayAndMonth(event.startDay);
  if (!parts) return { month: '', day: '' };
  if (locale === 'en') return { month: parts.month.toUpperCase(), day: parts.day };
  const at = calendarDayAtUtc(event.startDay)!; // well formed: dayAndMonth read it
  const name = dateTimeFormat(INTL_LOCALES[locale], { month: 'short', timeZone: 'UTC' }).format(at);
  // 'mar.' (pt-BR) reads as a badge without its abbreviation dot.
  return { month: name.replace(/\.$/, '').toLocaleUpperCase(INTL_LOCALES[locale]), day: parts.day };
}

/** 'Sat, Mar 15, 2027' or, for multi-day events, 'Mar 15 – 16, 2027'. */
export function dateRange(event: ClubEvent, locale: Locale = 'en'): string {
  const start = new Date(event.eventDate);
  if (Number.isNaN(start.getTime())) return '';
  const end = event.endDate ? new Date(event.endDate) : null;
  if (end && !Number.isNaN(end.getTime())) {
    return dateTimeFormat(INTL_LOCALES[locale], {
      timeZone: event.timeZone,
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    }).formatRange(start, end);
  }
  return part(event, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }, locale);
}
