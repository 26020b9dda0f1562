import { describe, expect, it } from 'vitest';
import { isoToZoned, timeZoneOptions, zonedToIso } from '../src/features/admin/zoned-time';

describe('zoned time', () => {
  it('reads a wall-clock time in the event’s zone as the right instant, also across daylight saving', () => {
    expect(zonedToIso('2030-05-01T20:00', 'Europe/Paris')).toBe('2030-05-01T18:00:00.000Z');
    expect(zonedToIso('2030-01-15T20:00', 'Europe/Paris')).toBe('2030-01-15T19:00:00.000Z');
    expect(zonedToIso('2030-07-04T19:30', 'America/Los_Angeles')).toBe('2030-07-05T02:30:00.000Z');
    expect(zonedToIso('2030-05-01T20:00', 'UTC')).toBe('2030-05-01T20:00:00.000Z');
  });

  it('answers null for empty or invalid input and an unknown zone', () => {
    expect(zonedToIso('', 'UTC')).toBeNull();
    expect(zonedToIso('tomorrow', 'UTC')).toBeNull();
    expect(zonedToIso('2030-05-01T20:00', 'Mars/Olympus')).toBeNull();
  });

  it('prefills an edit form with the inverse', () => {
    expect(isoToZoned('2030-05-01T18:00:00.000Z', 'Europe/Paris')).toBe('2030-05-01T20:00');
    expect(isoToZoned('2030-07-05T02:30:00.000Z', 'America/Los_Angeles')).toBe('2030-07-04T19:30');
    expect(isoToZoned(null, 'UTC')).toBe('');
    expect(isoToZoned('garbage', 'UTC')).toBe('');
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Pacific/Honolulu']) {
      const local = '2031-03-30T09:15';
      expect(isoToZoned(zonedToIso(local, zone), zone)).toBe(local);
    }
  });

  it('offers the common zones once, with the extra ones added', () => {
    const options = timeZoneOptions('Asia/Tokyo', 'Europe/Paris', '');
    const values = options.map((o) => o.value);
    expect(values).toContain('Asia/Tokyo');
    expect(values.filter((v) => v === 'Europe/Paris')).toHaveLength(1);
    expect(options.find((o) => o.value === 'America/Los_Angeles')?.label).toMatch(/^Los Angeles/);
    expect(options.find((o) => o.value === 'UTC')?.label).toBe('UTC');
  });
});
