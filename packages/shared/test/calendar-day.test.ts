import { describe, expect, it } from 'vitest';
import { calendarDayIn, dayAndMonth, shortLocalDate } from '../src/calendar-day';

describe('calendar days in an event’s time zone', () => {
  it('gives the day an instant falls on in the zone, not in UTC', () => {
    // 05:00 UTC on 1 April is the evening of 31 March in Los Angeles and already 1 April in Tokyo.
    const instant = new Date('2027-04-01T05:00:00Z');
    expect(calendarDayIn(instant, 'America/Los_Angeles')).toBe('2027-03-31');
    expect(calendarDayIn(instant, 'Asia/Tokyo')).toBe('2027-04-01');
    expect(calendarDayIn(new Date('2027-12-31T23:30:00Z'), 'Europe/London')).toBe('2027-12-31');
    expect(calendarDayIn(new Date('nope'), 'UTC')).toBe('');
  });

  it('reads day and English month back as the en-US formatter prints them, without Intl', () => {
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2027, month, 9));
      const day = calendarDayIn(date, 'UTC');
      const viaIntl = new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }).formatToParts(date);
      const pick = (type: string) => viaIntl.find((part) => part.type === type)?.value;
      expect(dayAndMonth(day)).toEqual({ day: pick('day'), month: pick('month') });
    }
    expect(dayAndMonth('2027-03-05')).toEqual({ day: '5', month: 'Mar' });
  });

  it('refuses what is not a calendar day', () => {
    expect(dayAndMonth('')).toBeNull();
    expect(dayAndMonth('2027-13-01')).toBeNull();
    expect(dayAndMonth('15 Mar')).toBeNull();
  });
});

describe('shortLocalDate', () => {
  it('prints a date in this device’s time zone exactly as en-US Intl does', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    for (const iso of [
      '2026-01-01T00:30:00Z',
      '2026-06-15T12:00:00Z',
      '2026-11-20T23:59:00Z',
      '2027-12-31T23:30:00Z',
      '2028-02-29T08:00:00Z',
    ]) {
      const date = new Date(iso);
      expect(shortLocalDate(date)).toBe(intl.format(date));
    }
    expect(shortLocalDate(new Date('nope'))).toBe('');
  });
});
