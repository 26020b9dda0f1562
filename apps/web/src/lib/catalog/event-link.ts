// The dashboard's and feed's event cards open the dedicated live-event pages for the festivals the
// spec names (section 2, Dashboard); every other event opens its detail page.
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import { paths } from '../../app/paths';
import { dayAndMonth } from '@fanclub/shared/calendar-day';

const STATIC_PAGES: Readonly<Record<string, string>> = {
  'rolling-loud': paths.rollingLoud,
  'souled-out': paths.souledOut,
  'twogether-land': paths.twogetherLand,
};

export function eventLink(event: Pick<ClubEvent, 'id' | 'slug'>): string {
  return (event.slug && STATIC_PAGES[event.slug]) || paths.event(event.id);
}

/**
 * Short card date in the event's own time zone: '31 Mar', or '15 and 16 Mar' for a two-day event
 * ('31 Mar and 1 Apr' across months). The days are the event's own (a 7 pm show in LA is the next
 * day in UTC), worked out by the server: shared/calendar-day.ts.
 */
export function eventDayLabel(event: Pick<ClubEvent, 'startDay' | 'endDay'>): string {
  const start = dayAndMonth(event.startDay);
  if (!start) return '';
  const end = event.endDay ? dayAndMonth(event.endDay) : null;
  if (!end || (end.day === start.day && end.month === start.month))
    return `${start.day} ${start.month}`;
  if (end.month === start.month) return `${start.day} and ${end.day} ${start.month}`;
  return `${start.day} ${start.month} and ${end.day} ${end.month}`;
}
