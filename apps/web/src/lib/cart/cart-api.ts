// The signed-in member's cart lives on the server (GET/PUT /api/cart, POST /api/cart/merge).
// Query keys are built only here; the key carries the user id so one account never sees another's.
import { queryOptions } from '@tanstack/react-query';
import type { CartLine } from '@fanclub/shared/cart';
import { memberTotalCents, totalAmountCents, totalItems } from '@fanclub/shared/cart';
// Types only: a runtime import of the schema module would pull zod into the browser bundle.
import type { CartLineInput, PricedCart } from '@fanclub/shared/schemas/commerce';
import { api } from '../api-client';

export const cartKeys = {
  all: ['cart'] as const,
  member: (userId: string) => [...cartKeys.all, 'member', userId] as const,
};

export const memberCartQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: cartKeys.member(userId),
    queryFn: ({ signal }) => api.get<PricedCart>('/api/cart', signal),
  });

/** What the API takes for a line: the choice only, never a price. */
export function toInputs(lines: readonly CartLine[]): CartLineInput[] {
  return lines.map((l) => ({
    productId: l.id,
    colour: l.color,
    size: l.size,
    quantity: l.quantity,
  }));
}

export const putCart = (lines: readonly CartLine[]) =>
  api.put<PricedCart>('/api/cart', { lines: toInputs(lines) });

/** `key` names this guest cart's merge, so sending it again (a reload mid-merge) adds nothing twice. */
export const mergeIntoCart = (lines: readonly CartLine[], key: string) =>
  api.post<PricedCart>('/api/cart/merge', { lines: toInputs(lines) }, { 'idempotency-key': key });

/** The server's lines in the shape the screens and the shared cart math use. */
export function linesOf(cart: PricedCart): CartLine[] {
  return cart.lines.map((l) => ({
    id: l.productId,
    name: l.name,
    color: l.colour,
    size: l.size,
    priceCents: l.unitPriceCents,
    image: l.image,
    quantity: l.quantity,
  }));
}

/**
 * The optimistic cart shown until the server answers: the same shared math and the member's
 * current discount, so the numbers rarely move when the real answer lands.
 */
export function priceLocally(lines: readonly CartLine[], previous: PricedCart): PricedCart {
  const subtotalCents = totalAmountCents(lines);
  const totalCents = memberTotalCents(lines, previous.discountPercent);
  return {
    lines: lines.map((l) => ({
      productId: l.id,
      variantId:
        previous.lines.find(
          (p) => p.productId === l.id && p.colour === l.color && p.size === l.size,
        )?.variantId ?? '',
      name: l.name,
      colour: l.color,
      size: l.size,
      quantity: l.quantity,
      unitPriceCents: l.priceCents,
      image: l.image,
      inStock: true,
    })),
    totalItems: totalItems(lines),
    subtotalCents,
    discountPercent: previous.discountPercent,
    discountCents: subtotalCents - totalCents,
    totalCents,
  };
}
