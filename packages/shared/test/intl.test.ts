import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice } from '../src/format';
import { dateTimeFormat, numberFormat } from '../src/intl';

describe('dateTimeFormat', () => {
  it('builds one formatter per locale and options, and formats as Intl does', () => {
    const la = dateTimeFormat('en-US', { month: 'short', timeZone: 'America/Los_Angeles' });
    expect(dateTimeFormat('en-US', { month: 'short', timeZone: 'America/Los_Angeles' })).toBe(la);
    const tokyo = dateTimeFormat('en-US', { month: 'short', timeZone: 'Asia/Tokyo' });
    expect(tokyo).not.toBe(la);
    // 1 April 05:00 UTC is still 31 March in Los Angeles and already 1 April in Tokyo.
    const date = new Date('2027-04-01T05:00:00Z');
    expect(la.format(date)).toBe('Mar');
    expect(tokyo.format(date)).toBe('Apr');
  });

  it('refuses an unknown time zone as the constructor does, and caches nothing for it', () => {
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en-US', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError);
  });

  it('shares number formatters too, which price and count formatting use', () => {
    const usd = numberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' })).toBe(usd);
    expect(numberFormat('en-US', { style: 'currency', currency: 'EUR' })).not.toBe(usd);
    expect(formatPrice(3500)).toBe('$35.00');
    expect(formatPrice(3150, 'EUR')).toBe('€31.50');
    // Always the app's English grouping, whatever the browser's own locale is.
    expect(formatCount(12345)).toBe('12,345');
  });

  it('writes dollars exactly as Intl does, without building a currency formatter', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [
      0, 1, 9, 10, 99, 100, 3500, 3150, 99999, 100000, 123456789, -500, -1, -123456,
    ])
      expect(formatPrice(cents), String(cents)).toBe(intl.format(cents / 100));
  });
});
