// An iCalendar (RFC 5545) file for one show, built in the browser so "Add to calendar" works
// offline too. Times are written in the event's own time zone (TZID) with a VTIMEZONE giving the
// offset in force at the show, so the entry reads 8 PM in Los Angeles wherever the fan is.

import { wallClockParts, zoneOffsetMs } from './zone-offset';

/** A show with no end time is given this long (a typical concert night). */
const DEFAULT_LENGTH_MS = 3 * 3_600_000;

export interface CalendarShow {
  uid: string;
  title: string;
  start: string;
  end: string | null;
  timeZone: string;
  venue: string;
  location: string;
  url: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Wall-clock parts of `date` in `timeZone`, as YYYYMMDDTHHMMSS. */
function localStamp(date: Date, timeZone: string): string {
  const p = wallClockParts(date.getTime(), timeZone);
  return `${p.year}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}

const utcStamp = (date: Date) =>
  `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;

/** The zone's offset from UTC at `date`, as +HHMM / -HHMM. */
function offsetAt(date: Date, timeZone: string): string {
  const minutes = Math.round(zoneOffsetMs(date.getTime(), timeZone) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (RFC 5545 3.1); code points are never split. */
function fold(line: string): string {
  const chars = [...line];
  const out: string[] = [];
  let current = '';
  for (const ch of chars) {
    if (new TextEncoder().encode(current + ch).length > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
    }
    current += ch;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function calendarFile(show: CalendarShow, now = new Date()): string {
  const start = new Date(show.start);
  const end = show.end ? new Date(show.end) : new Date(start.getTime() + DEFAULT_LENGTH_MS);
  const offset = offsetAt(start, show.timeZone);
  const place = [show.venue, show.location].filter(Boolean).join(', ');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fanclub//Tickets//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${show.timeZone}`,
    'BEGIN:STANDARD',
    `DTSTART:${localStamp(start, show.timeZone).slice(0, 8)}T000000`,
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${show.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${show.timeZone}:${localStamp(start, show.timeZone)}`,
    `DTEND;TZID=${show.timeZone}:${localStamp(end, show.timeZone)}`,
    `SUMMARY:${text(show.title)}`,
    `LOCATION:${text(place)}`,
    `DESCRIPTION:${text(`Your tickets: ${show.url}`)}`,
    `URL:${show.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** A file name from the show's title: letters, digits and dashes. */
export const calendarFileName = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'show'
  }.ics`;
