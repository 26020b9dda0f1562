/**
 * "Add to calendar": one scheduled live as an iCalendar file (RFC 5545). Lines end in CRLF and
 * are folded at 75 octets; text values escape backslash, semicolon, comma and newlines.
 */
export interface CalendarLive {
  id: string;
  title: string;
  startsAt: string;
  artistName: string;
  /** Where the live plays, absolute (the site's public URL). */
  url: string;
  host: string;
}

/** A live has no set end: calendars get an hour, enough to block the time. */
const DURATION = 'PT1H';

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Folds one content line at 75 octets (continuations start with a space), never inside a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

export function liveCalendar(live: CalendarLive, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fanclub//Scheduled lives//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:scheduled-live-${live.id}@${live.host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(new Date(live.startsAt))}`,
    `DURATION:${DURATION}`,
    `SUMMARY:${escapeText(`${live.artistName} live: ${live.title}`)}`,
    `DESCRIPTION:${escapeText(`Watch live at ${live.url}`)}`,
    `URL:${live.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
