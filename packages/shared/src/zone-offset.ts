// A time zone's wall clock at an exact instant, and its offset from UTC then. The admin event
// form converts a typed local time to an instant with it, and the calendar file writes the
// offset in force at the show; both had their own copy of this Intl arithmetic.
import { dateTimeFormat } from './intl';

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock in `timeZone` reads at `instant` (ms); an unknown zone throws, as Intl does. */
export function wallClockParts(instant: number, timeZone: string): WallClock {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const p = wallClockParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  // The wall clock shows whole seconds: compare with the instant's whole second.
  return asUtc - Math.floor(instant / 1000) * 1000;
}
