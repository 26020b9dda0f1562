import { describe, expect, it } from 'vitest';
import {
  AcceptTerms,
  CartBody,
  CartItemBody,
  ProductQuantity,
  TicketPurchaseBody,
  TicketQuantity,
} from '../src/schemas/commerce';

describe('commerce schemas', () => {
  it('allows 1 to 10 whole tickets', () => {
    for (const n of [1, 5, 10]) expect(TicketQuantity.safeParse(n).success).toBe(true);
    for (const n of [0, 11, 2.5, -1]) expect(TicketQuantity.safeParse(n).success).toBe(false);
    expect(TicketQuantity.safeParse(11).error?.issues[0]?.message).toBe(
      'You can buy at most 10 tickets at a time.',
    );
    expect(TicketPurchaseBody.safeParse({ eventId: 'e1', quantity: 2 }).success).toBe(true);
  });

  it('allows any whole product quantity from 1', () => {
    for (const n of [1, 10, 999]) expect(ProductQuantity.safeParse(n).success).toBe(true);
    for (const n of [0, -2, 1.5]) expect(ProductQuantity.safeParse(n).success).toBe(false);
  });

  it('accepts cart items with or without a size', () => {
    const tee = { productId: 2, color: 'White', size: 'M', quantity: 2 };
    expect(CartItemBody.parse(tee)).toEqual(tee);
    expect(CartItemBody.safeParse({ ...tee, productId: 1, size: '' }).success).toBe(true);
    expect(CartItemBody.safeParse({ ...tee, quantity: 0 }).success).toBe(false);
    expect(CartItemBody.safeParse({ ...tee, color: '' }).success).toBe(false);
  });

  it('requires the terms to be accepted', () => {
    expect(AcceptTerms.safeParse(true).success).toBe(true);
    const refused = AcceptTerms.safeParse(false);
    expect(refused.error?.issues[0]?.message).toBe('Please accept the terms to continue.');
  });

  it('keeps saved cart lines whole, 1 to 99, and drops any client price', () => {
    const line = { productId: 2, colour: 'White', size: 'M', quantity: 99 };
    expect(CartBody.parse({ lines: [{ ...line, priceCents: 1 }] })).toEqual({ lines: [line] });
    for (const quantity of [0, 100, 1.5])
      expect(CartBody.safeParse({ lines: [{ ...line, quantity }] }).success).toBe(false);
    expect(CartBody.safeParse({ lines: [{ ...line, size: '' }] }).success).toBe(false);
    expect(CartBody.safeParse({ lines: Array.from({ length: 51 }, () => line) }).success).toBe(
      false,
    );
  });
});
