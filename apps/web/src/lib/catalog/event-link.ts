// The dashboard's and feed's event cards open the dedicated live-event pages for the festivals the
// spec names (section 2, Dashboard); every other event opens its detail page.
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import { paths } from '../../app/paths';
import { calendarDayAtUtc, dayAndMonth } from '@fanclub/shared/calendar-day';
import { dateTimeFormat, listFormat } from '@fanclub/shared/intl';
import { INTL_LOCALES } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';

const STATIC_PAGES: Readonly<Record<string, string>> = {
  'rolling-loud': paths.rollingLoud,
  'souled-out': paths.souledOut,
  'twogether-land': paths.twogetherLand,
};

export function eventLink(event: Pick<ClubEvent, 'id' | 'slug'>): string {
  return (event.slug && STATIC_PAGES[event.slug]) || paths.event(event.id);
}

/** A 'YYYY-MM-DD' day as the language writes a short date ('15 mar', '3月15日'); null if malformed. */
function shortDay(calendarDay: string, locale: Locale): string | null {
  const at = calendarDayAtUtc(calendarDay);
  if (at === null) return null;
  const format = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
  return dateTimeFormat(INTL_LOCALES[locale], format).format(at);
}

/**
 * Short card date in the event's own time zone: '31 Mar', or '15 and 16 Mar' for a two-day event
 * ('31 Mar and 1 Apr' across months). The days are the event's own (a 7 pm show in LA is the next
 * day in UTC), worked out by the server: shared/calendar-day.ts. English is written without a
 * date formatter (a list of cards on first render); other languages name their days with Intl. The
 * 'and' is the language's own (Intl.ListFormat).
 */
export function eventDayLabel(
  event: Pick<ClubEvent, 'startDay' | 'endDay'>,
  locale: Locale = 'en',
): string {
  const start = dayAndMonth(event.startDay);
  if (!start) return '';
  const end = event.endDay ? dayAndMonth(event.endDay) : null;
  const oneDay = !end || (end.day === start.day && end.month === start.month);
  const and = (first: string, second: string) =>
    listFormat(INTL_LOCALES[locale], { type: 'conjunction' }).format([first, second]);
  if (locale !== 'en') {
    const first = shortDay(event.startDay, locale) ?? '';
    return oneDay ? first : and(first, shortDay(event.endDay ?? '', locale) ?? '');
  }
  if (oneDay) return `${start.day} ${start.month}`;
  if (end.month === start.month) return `${and(start.day, end.day)} ${start.month}`;
  return and(`${start.day} ${start.month}`, `${end.day} ${end.month}`);
}
