import { describe, expect, it } from 'vitest';
import { calendarFile, calendarFileName } from '../src/calendar-file';

const show = {
  uid: 'e1@fanclub',
  title: 'Souled Out',
  // 19:00 in Chicago in late March (CDT, UTC-5).
  start: '2027-03-31T00:00:00.000Z',
  end: null,
  timeZone: 'America/Chicago',
  venue: 'NRG Park',
  location: 'Houston, TX',
  url: 'https://club.example/tickets',
};

describe('calendarFile', () => {
  it('writes the show in its own time zone, three hours long when no end is known', () => {
    const ics = calendarFile(show, new Date('2026-11-27T10:00:00Z'));
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART;TZID=America/Chicago:20270330T190000');
    expect(lines).toContain('DTEND;TZID=America/Chicago:20270330T220000');
    expect(lines).toContain('TZOFFSETTO:-0500');
    expect(lines).toContain('LOCATION:NRG Park\\, Houston\\, TX');
    expect(lines).toContain('DTSTAMP:20261127T100000Z');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('uses the end time when there is one, folds long lines and names the file', () => {
    const ics = calendarFile({ ...show, end: '2027-03-31T04:30:00.000Z', title: 'x'.repeat(120) });
    expect(ics).toContain('DTEND;TZID=America/Chicago:20270330T233000');
    expect(ics.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    expect(calendarFileName('Souled Out: Night 2!')).toBe('souled-out-night-2.ics');
  });
});
