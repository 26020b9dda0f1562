import { describe, expect, it } from 'vitest';
import { offerDiscountCents, percentOfCents } from '../src/offers';

const percent = (percentOff: number) => ({ percentOff, amountOffCents: null });

describe('a percentage code is rounded as Stripe rounds a percent_off coupon (half to even)', () => {
  it('rounds a half cent to the even cent, both ways', () => {
    // 50% of $10.01 is 500.5 cents: Stripe takes 500 (even), not 501.
    expect(percentOfCents(1001, 50)).toBe(500);
    // 50% of $10.03 is 501.5 cents: 502 (even).
    expect(percentOfCents(1003, 50)).toBe(502);
    expect(offerDiscountCents(percent(50), 1001)).toBe(500);
    expect(1001 - offerDiscountCents(percent(50), 1001)).toBe(501);
  });

  it('rounds anything else to the nearest cent, exactly (no floating-point drift)', () => {
    expect(percentOfCents(999, 20)).toBe(200); // 199.8
    expect(percentOfCents(3490, 15)).toBe(524); // 523.5: even is 524
    expect(percentOfCents(1999, 15)).toBe(300); // 299.85
    expect(percentOfCents(1234, 1)).toBe(12); // 12.34
    expect(percentOfCents(999, 100)).toBe(999);
  });

  it('keeps the plan prices as they were: $9.99 and $19.99 at 50% stay $5.00 and $10.00 off', () => {
    expect(offerDiscountCents(percent(50), 999)).toBe(500);
    expect(offerDiscountCents(percent(50), 1999)).toBe(1000);
  });

  it('a fixed amount never takes the price below zero', () => {
    expect(offerDiscountCents({ percentOff: null, amountOffCents: 5000 }, 999)).toBe(999);
  });
});
