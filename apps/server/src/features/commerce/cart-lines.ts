import type { CartLine } from '@fanclub/shared/cart';
import {
  addToCart,
  memberTotalCents,
  merchDiscountPercent,
  totalAmountCents,
  totalItems,
} from '@fanclub/shared/cart';
import { CART_LINE_QUANTITY_MAX } from '@fanclub/shared/limits';
import type { DropRule } from '@fanclub/shared/drops';
import type { Tier } from '@fanclub/shared/roles';
import type { PricedCart } from '@fanclub/shared/schemas/commerce';
import type { StoredCartLine } from '../../db/schema/commerce';

/** A stored line resolved against the catalogue: the variant it buys and the database's price. */
export interface ResolvedLine extends StoredCartLine {
  variantId: string;
  name: string;
  unitPriceCents: number;
  image: string;
  stock: number;
  /** The product's drop rules (all null for an ordinary product). */
  drop: DropRule;
}

// The shared cart functions work on the web's line shape; name, price and image play no part in
// line identity or merging, so they are blank here and the database prices the lines afterwards.
const asCartLine = (line: StoredCartLine): CartLine => ({
  id: line.productId,
  color: line.colour,
  size: line.size,
  quantity: line.quantity,
  name: '',
  priceCents: 0,
  image: '',
});
const asStored = (line: CartLine): StoredCartLine => ({
  productId: line.id,
  colour: line.color,
  size: line.size,
  quantity: line.quantity,
});

/** Adds `added` to `into` with the shared rule: a matching id, colour and size raises the quantity. */
export function mergeLines(
  into: readonly StoredCartLine[],
  added: readonly StoredCartLine[],
): StoredCartLine[] {
  let lines = into.map(asCartLine);
  for (const line of added) {
    const { quantity, ...item } = asCartLine(line);
    lines = [...addToCart(lines, item, quantity)];
  }
  return lines.map(asStored);
}

/** Signing in must never lose a guest cart, so a merged line over the cap is trimmed rather than refused. */
export const capQuantities = (lines: StoredCartLine[]): StoredCartLine[] =>
  lines.map((line) => ({ ...line, quantity: Math.min(line.quantity, CART_LINE_QUANTITY_MAX) }));

export const overCap = (lines: StoredCartLine[]) =>
  lines.find((line) => line.quantity > CART_LINE_QUANTITY_MAX);

/** Totals with the shared cart math, and the VIP discount from the buyer's tier (never from the client). */
export function priceLines(lines: readonly ResolvedLine[], tier: Tier | null): PricedCart {
  const priced = lines.map((l) => ({
    id: l.productId,
    name: l.name,
    color: l.colour,
    size: l.size,
    priceCents: l.unitPriceCents,
    image: l.image,
    quantity: l.quantity,
  }));
  const subtotalCents = totalAmountCents(priced);
  const discountPercent = merchDiscountPercent(tier);
  // Each unit at its member price (what the grid, product page and cart lines show), summed.
  const totalCents = memberTotalCents(priced, discountPercent);
  return {
    lines: lines.map((l) => ({
      productId: l.productId,
      variantId: l.variantId,
      name: l.name,
      colour: l.colour,
      size: l.size,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      image: l.image,
      inStock: l.stock >= l.quantity,
    })),
    totalItems: totalItems(priced),
    subtotalCents,
    discountPercent,
    discountCents: subtotalCents - totalCents,
    totalCents,
  };
}
