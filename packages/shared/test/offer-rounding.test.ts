import { describe, expect, it } from 'vitest';
import { offerDiscountCents, percentOfCents } from '../src/offers';
import { PLANS } from '../src/plans';

const percent = (percentOff: number) => ({ percentOff, amountOffCents: null });

/** `percent`% of `cents` with an exact half cent going to the even cent (banker's rounding). */
function halfToEven(cents: number, percent: number): number {
  const hundredths = cents * percent;
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths - whole * 100;
  return rest > 50 || (rest === 50 && whole % 2 === 1) ? whole + 1 : whole;
}

describe('a percentage code is rounded to the nearest cent, a half cent in the buyer’s favour', () => {
  it('rounds an exact half cent up, so the discount is the larger one', () => {
    // 50% of $10.01 is 500.5 cents: 501 off, $5.00 to pay.
    expect(percentOfCents(1001, 50)).toBe(501);
    expect(percentOfCents(1003, 50)).toBe(502); // 501.5
    expect(percentOfCents(3490, 15)).toBe(524); // 523.5
    expect(1001 - offerDiscountCents(percent(50), 1001)).toBe(500);
  });

  it('rounds anything else to the nearest cent, exactly (no floating-point drift)', () => {
    expect(percentOfCents(999, 20)).toBe(200); // 199.8
    expect(percentOfCents(1999, 15)).toBe(300); // 299.85
    expect(percentOfCents(1234, 1)).toBe(12); // 12.34
    expect(percentOfCents(5, 10)).toBe(1); // 0.5, as the VIP price rounds (cart.ts)
    expect(percentOfCents(999, 100)).toBe(999);
  });

  // Stripe takes a membership code's cut itself (a percent_off coupon) and does not document how
  // it breaks an exact half cent; at every plan price and whole percentage (codes and the
  // retention offer), rounding a half up and rounding it to even agree, so the price we show is
  // Stripe's either way. A new plan price that breaks this fails here.
  it('shows the price Stripe charges at every plan price and whole percentage, whichever way Stripe breaks a half cent', () => {
    const paid = PLANS.filter((p) => p.priceCents > 0);
    expect(paid.length).toBeGreaterThan(0);
    const halves: string[] = [];
    for (const plan of paid)
      for (let p = 1; p <= 100; p += 1) {
        expect(percentOfCents(plan.priceCents, p), `${p}% of ${plan.priceCents}`).toBe(
          halfToEven(plan.priceCents, p),
        );
        if ((plan.priceCents * p) % 100 === 50) halves.push(`${p}% of ${plan.priceCents}`);
      }
    // The boundary is really crossed: 50% of $9.99 and of $19.99 are exact half cents.
    expect(halves).toEqual(['50% of 999', '50% of 1999']);
    expect(offerDiscountCents(percent(50), 999)).toBe(500);
    expect(offerDiscountCents(percent(50), 1999)).toBe(1000);
  });

  it('a fixed amount never takes the price below zero', () => {
    expect(offerDiscountCents({ percentOff: null, amountOffCents: 5000 }, 999)).toBe(999);
  });
});
