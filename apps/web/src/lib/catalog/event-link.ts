// The dashboard's and feed's event cards open the dedicated live-event pages for the festivals the
// spec names (section 2, Dashboard); every other event opens its detail page.
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import { paths } from '../../app/paths';
import { dateTimeFormat } from '@fanclub/shared/intl';

const STATIC_PAGES: Readonly<Record<string, string>> = {
  'rolling-loud': paths.rollingLoud,
  'souled-out': paths.souledOut,
  'twogether-land': paths.twogetherLand,
};

export function eventLink(event: Pick<ClubEvent, 'id' | 'slug'>): string {
  return (event.slug && STATIC_PAGES[event.slug]) || paths.event(event.id);
}

function dayParts(iso: string, timeZone: string): { day: string; month: string } | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = dateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone,
  }).formatToParts(date);
  const pick = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return { day: pick('day'), month: pick('month') };
}

/**
 * Short card date in the event's own time zone: '31 Mar', or '15 and 16 Mar' for a two-day event
 * ('31 Mar and 1 Apr' across months). The local zone matters: a 7 pm show in LA is the next day in UTC.
 */
export function eventDayLabel(
  event: Pick<ClubEvent, 'eventDate' | 'endDate' | 'timeZone'>,
): string {
  const start = dayParts(event.eventDate, event.timeZone);
  if (!start) return '';
  const end = event.endDate ? dayParts(event.endDate, event.timeZone) : null;
  if (!end || (end.day === start.day && end.month === start.month))
    return `${start.day} ${start.month}`;
  if (end.month === start.month) return `${start.day} and ${end.day} ${start.month}`;
  return `${start.day} ${start.month} and ${end.day} ${end.month}`;
}
