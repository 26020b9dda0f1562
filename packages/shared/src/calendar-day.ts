// Calendar days in an event's own time zone, worked out once on the server (with Intl and the
// zone's rules) and sent as 'YYYY-MM-DD', so a phone can print a date badge without building a
// time-zone formatter: the first one costs ICU's zone data, measured at 50-70 ms of a throttled
// phone's hydration of the events list (a long task on its own).
import { dateTimeFormat } from './intl';

const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** The calendar day an instant falls on in a time zone, as 'YYYY-MM-DD' ('' for a bad instant). */
export function calendarDayIn(instant: Date, timeZone: string): string {
  if (Number.isNaN(instant.getTime())) return '';
  // en-CA writes dates as ISO does: 2027-03-15.
  return dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** Day of the month and English short month of a 'YYYY-MM-DD' day: { day: '15', month: 'Mar' }. */
export function dayAndMonth(calendarDay: string): { day: string; month: string } | null {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(calendarDay);
  const month = match ? MONTHS_SHORT[Number(match[1]) - 1] : undefined;
  if (!match || !month) return null;
  return { day: String(Number(match[2])), month };
}

/**
 * A 'YYYY-MM-DD' day as the moment it begins in UTC (null if malformed): a formatter given
 * `timeZone: 'UTC'` then names that very day, which is already the event's own (no zone's rules).
 */
export function calendarDayAtUtc(calendarDay: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(calendarDay);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/**
 * 'Nov 20, 2026': a date in this device's own time zone, as en-US's medium date prints it, with
 * Date's local getters instead of an Intl formatter (the dashboard's news cards render after
 * hydration, where the first formatter would be a long task on a phone). Unit-tested against Intl.
 */
export function shortLocalDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  return `${MONTHS_SHORT[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
