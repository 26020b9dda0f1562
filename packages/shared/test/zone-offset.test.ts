import { describe, expect, it } from 'vitest';
import { wallClockParts, zoneOffsetMs } from '../src/zone-offset';

const HOUR = 3_600_000;

describe('zone offset', () => {
  it('reads the wall clock of an instant in a zone', () => {
    expect(wallClockParts(Date.parse('2027-07-04T03:30:15Z'), 'America/Los_Angeles')).toEqual({
      year: 2027,
      month: 7,
      day: 3,
      hour: 20,
      minute: 30,
      second: 15,
    });
  });

  it('gives the offset in force then, daylight saving and half hours included', () => {
    expect(zoneOffsetMs(Date.parse('2027-07-04T03:00:00Z'), 'America/Los_Angeles')).toBe(-7 * HOUR);
    expect(zoneOffsetMs(Date.parse('2027-01-15T12:00:00Z'), 'Europe/Paris')).toBe(HOUR);
    expect(zoneOffsetMs(Date.parse('2027-01-15T12:00:00.750Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
    expect(zoneOffsetMs(Date.parse('2027-01-15T00:00:00Z'), 'UTC')).toBe(0);
  });

  it('throws for a zone Intl does not know, as the callers expect', () => {
    expect(() => zoneOffsetMs(0, 'Mars/Olympus')).toThrow();
  });
});
