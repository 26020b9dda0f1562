import { describe, expect, it } from 'vitest';
import {
  colourFromName,
  formatDuration,
  formatEventDateLong,
  formatPrice,
  isUpcoming,
  nameOrNotSet,
  sessionIdSuffix,
  usernameFromEmail,
} from '../src/format';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [1, '0:01'],
    [59, '0:59'],
    [60, '1:00'],
    [61, '1:01'],
    [599, '9:59'],
    [600, '10:00'],
    [3599, '59:59'],
    [3600, '60:00'],
    [61.9, '1:01'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('reads 0:00 for negative and non-finite input', () => {
    for (const bad of [-1, -61, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatDuration(bad)).toBe('0:00');
    }
  });
});

describe('formatPrice', () => {
  it('formats cents as dollars', () => {
    expect(formatPrice(3500)).toBe('$35.00');
    expect(formatPrice(599)).toBe('$5.99');
    expect(formatPrice(7500)).toBe('$75.00');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(123456)).toBe('$1,234.56');
  });

  it('honours another currency', () => {
    expect(formatPrice(1000, 'EUR')).toBe('€10.00');
  });
});

describe('colourFromName', () => {
  // The eight catalogue products of spec section 3.
  it.each([
    ['Vinyl', 'Black'],
    ['New Baby Tee - White', 'White'],
    ['Digital EP', 'Black'],
    ['Cover Tee - Vintage Black', 'Black'],
    ['5-Year Hoodie - Black', 'Black'],
    ['Girls Need Love Hoodie - Black', 'Black'],
    ['Tote - Black', 'Black'],
    ['5-Year Sweatpants - Black', 'Black'],
  ])('%s is %s', (name, colour) => {
    expect(colourFromName(name)).toBe(colour);
  });

  it('defaults to Black', () => {
    expect(colourFromName('')).toBe('Black');
    expect(colourFromName('Red Cap')).toBe('Black');
  });
});

describe('formatEventDateLong', () => {
  it('gives the long date and time in the given zone', () => {
    const text = formatEventDateLong('2025-03-16T03:00:00Z', 'America/Los_Angeles');
    expect(text).toContain('Saturday, March 15, 2025');
    expect(text).toContain('8:00');
    expect(text).toContain('PM');
  });

  it('moves the date with the zone', () => {
    expect(formatEventDateLong('2025-03-16T03:00:00Z', 'UTC')).toContain('Sunday, March 16, 2025');
  });

  it('returns an empty string for an unreadable date', () => {
    expect(formatEventDateLong('not a date', 'UTC')).toBe('');
  });
});

describe('isUpcoming', () => {
  const now = new Date('2025-03-01T12:00:00Z');

  it('is true only strictly after now', () => {
    expect(isUpcoming('2025-03-01T12:00:01Z', now)).toBe(true);
    expect(isUpcoming('2025-03-01T12:00:00Z', now)).toBe(false);
    expect(isUpcoming('2025-02-28T12:00:00Z', now)).toBe(false);
    expect(isUpcoming(new Date('2026-01-01T00:00:00Z'), now)).toBe(true);
  });

  it('treats unreadable dates as past', () => {
    expect(isUpcoming('soon', now)).toBe(false);
  });

  it('defaults now to the current time', () => {
    expect(isUpcoming(new Date(Date.now() + 60_000))).toBe(true);
    expect(isUpcoming(new Date(Date.now() - 60_000))).toBe(false);
  });
});

describe('profile and payment texts', () => {
  it('takes the username from the e-mail', () => {
    expect(usernameFromEmail('fan@example.com')).toBe('fan');
    expect(usernameFromEmail('no-at-sign')).toBe('no-at-sign');
  });

  it('shows Not set for a missing name', () => {
    expect(nameOrNotSet('Alex')).toBe('Alex');
    expect(nameOrNotSet('  ')).toBe('Not set');
    expect(nameOrNotSet(null)).toBe('Not set');
    expect(nameOrNotSet(undefined)).toBe('Not set');
  });

  it('shows the last 8 characters of the session id or N/A', () => {
    expect(sessionIdSuffix('cs_test_abcdefgh12345678')).toBe('12345678');
    expect(sessionIdSuffix('short')).toBe('short');
    expect(sessionIdSuffix('')).toBe('N/A');
    expect(sessionIdSuffix(null)).toBe('N/A');
  });
});
