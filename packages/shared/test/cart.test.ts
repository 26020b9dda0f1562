import { describe, expect, it } from 'vitest';
import {
  addedToCartMessage,
  addToCart,
  applyDiscount,
  clearCart,
  lineKey,
  memberPriceCents,
  memberTotalCents,
  merchDiscountPercent,
  sizeLabel,
  removeLine,
  totalAmountCents,
  totalItems,
  updateQuantity,
  type CartItem,
  type CartLine,
} from '../src/cart';

const tee: CartItem = {
  id: 2,
  name: 'New Baby Tee - White',
  color: 'White',
  size: 'M',
  priceCents: 3500,
  image: '/img/tee.png',
};
const vinyl: CartItem = {
  id: 1,
  name: 'Vinyl',
  color: 'Black',
  size: '',
  priceCents: 2500,
  image: '/img/vinyl.png',
};

describe('lineKey', () => {
  it('combines id, colour and size', () => {
    expect(lineKey(tee)).toBe(lineKey({ ...tee }));
    expect(lineKey(tee)).not.toBe(lineKey({ ...tee, size: 'L' }));
    expect(lineKey(tee)).not.toBe(lineKey({ ...tee, color: 'Black' }));
    expect(lineKey(tee)).not.toBe(lineKey({ ...tee, id: 4 }));
  });

  it('cannot be confused by separator characters', () => {
    expect(lineKey({ id: 1, color: 'a|b', size: 'c' })).not.toBe(
      lineKey({ id: 1, color: 'a', size: 'b|c' }),
    );
  });
});

describe('addToCart', () => {
  it('appends a new line with quantity 1 by default', () => {
    expect(addToCart([], tee)).toEqual([{ ...tee, quantity: 1 }]);
  });

  it('raises the quantity of a matching line by the given amount', () => {
    const once = addToCart([], tee, 2);
    const twice = addToCart(once, tee, 3);
    expect(twice).toEqual([{ ...tee, quantity: 5 }]);
  });

  it('keeps lines apart when colour or size differ', () => {
    let lines = addToCart([], tee);
    lines = addToCart(lines, { ...tee, size: 'L' });
    lines = addToCart(lines, { ...tee, color: 'Black' });
    lines = addToCart(lines, vinyl);
    expect(lines).toHaveLength(4);
    expect(lines.map((l) => l.quantity)).toEqual([1, 1, 1, 1]);
  });

  it('ignores quantities below 1 and fractions', () => {
    const lines = addToCart([], tee);
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(addToCart(lines, tee, bad)).toBe(lines);
  });

  it('does not mutate its input', () => {
    const lines = Object.freeze([Object.freeze({ ...tee, quantity: 1 })]);
    const next = addToCart(lines, tee);
    expect(lines[0]?.quantity).toBe(1);
    expect(next[0]?.quantity).toBe(2);
  });
});

describe('updateQuantity, removeLine, clearCart', () => {
  const lines = addToCart(addToCart([], tee, 2), { ...tee, size: 'L' }, 1);

  it('sets the quantity of the matching line only', () => {
    const next = updateQuantity(lines, lineKey(tee), 7);
    expect(next.map((l) => l.quantity)).toEqual([7, 1]);
    expect(lines.map((l) => l.quantity)).toEqual([2, 1]);
  });

  it('ignores values below 1 and non-integers', () => {
    for (const bad of [0, -3, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(updateQuantity(lines, lineKey(tee), bad)).toBe(lines);
    }
  });

  it('leaves the cart alone for an unknown key', () => {
    expect(updateQuantity(lines, 'nope', 4)).toEqual(lines);
  });

  it('removes one line by key, keeping other sizes of the product', () => {
    const next = removeLine(lines, lineKey(tee));
    expect(next).toEqual([{ ...tee, size: 'L', quantity: 1 }]);
    expect(removeLine(lines, 'nope')).toEqual(lines);
  });

  it('clears everything', () => {
    expect(clearCart()).toEqual([]);
  });
});

describe('totals and discount', () => {
  const lines: readonly CartLine[] = [
    { ...tee, quantity: 2 },
    { ...vinyl, quantity: 3 },
  ];

  it('sums quantities and price times quantity', () => {
    expect(totalItems(lines)).toBe(5);
    expect(totalAmountCents(lines)).toBe(2 * 3500 + 3 * 2500);
    expect(totalItems([])).toBe(0);
    expect(totalAmountCents([])).toBe(0);
  });

  it('adds cents exactly where dollar floats would drift', () => {
    const digital: CartLine = { ...vinyl, id: 3, priceCents: 599, quantity: 3 };
    expect(totalAmountCents([digital])).toBe(1797);
  });

  it('applies 10% and rounds the discount to the cent, halves in the buyer favour', () => {
    expect(applyDiscount(14500, 10)).toBe(13050);
    expect(applyDiscount(999, 10)).toBe(899); // 99.9 off -> 100
    expect(applyDiscount(994, 10)).toBe(895); // 99.4 off -> 99
    expect(applyDiscount(5, 10)).toBe(4); // 0.5 off -> 1
    expect(applyDiscount(4, 10)).toBe(4); // 0.4 off -> 0
    expect(applyDiscount(0, 10)).toBe(0);
    expect(applyDiscount(1234, 0)).toBe(1234);
    expect(applyDiscount(1234, 100)).toBe(0);
  });

  it('charges a member each line at the unit price the screens show', () => {
    // Three $5.99 items: 10% of each unit is 59.9 -> 60 cents, so each shows $5.39 and the total
    // is 3 x $5.39, never a total-level rounding that no line on screen adds up to.
    const digital: CartLine = { ...vinyl, id: 3, priceCents: 599, quantity: 3 };
    expect(memberPriceCents(599, 10)).toBe(539);
    expect(memberTotalCents([digital, { ...vinyl, priceCents: 4000, quantity: 1 }], 10)).toBe(
      3 * 539 + 3600,
    );
    expect(memberTotalCents([digital], 0)).toBe(1797);
  });

  it('says One size for the catalogue code OS', () => {
    expect(sizeLabel('OS')).toBe('One size');
    expect(sizeLabel('XS')).toBe('XS');
  });

  it('rejects impossible inputs', () => {
    expect(() => applyDiscount(-1, 10)).toThrow(RangeError);
    expect(() => applyDiscount(10.5, 10)).toThrow(RangeError);
    expect(() => applyDiscount(100, -5)).toThrow(RangeError);
    expect(() => applyDiscount(100, 101)).toThrow(RangeError);
    expect(() => applyDiscount(100, Number.NaN)).toThrow(RangeError);
  });

  it('gives the merch discount to VIP only', () => {
    expect(merchDiscountPercent('vip')).toBe(10);
    expect(merchDiscountPercent('fanplus')).toBe(0);
    expect(merchDiscountPercent('free')).toBe(0);
    expect(merchDiscountPercent(null)).toBe(0);
  });
});

describe('addedToCartMessage', () => {
  it('reads "{n} x {name} added to cart!"', () => {
    expect(addedToCartMessage(2, 'New Baby Tee - White')).toBe(
      '2 x New Baby Tee - White added to cart!',
    );
    expect(addedToCartMessage(1, 'Tote - Black')).toBe('1 x Tote - Black added to cart!');
  });
});
