// Event dates are shown in the event's own time zone: a show at 7 PM in LA reads 7 PM everywhere.
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import { dayAndMonth } from '@fanclub/shared/calendar-day';
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

/** Month and day for the list's date badge, e.g. { month: 'MAR', day: '15' }. */
export function dateBadge(event: Pick<ClubEvent, 'startDay'>): { month: string; day: string } {
  // The server worked out the day in the event's zone: no time-zone formatter on first render.
  const parts = dayAndMonth(event.startDay);
  return parts ? { month: parts.month.toUpperCase(), day: parts.day } : { month: '', day: '' };
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
