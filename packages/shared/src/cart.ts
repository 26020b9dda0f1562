// Pure cart math (spec sections 4 and 9). The web cart and the server's order pricing both run
// these functions, so the total a fan sees is the total they are charged. Every function returns
// a new array and never mutates its input, which keeps React state updates trivially correct.
import { PRODUCT_QUANTITY_MIN, TOTE_SIZE, VIP_MERCH_DISCOUNT_PERCENT } from './limits';
import type { Tier } from './roles';

export interface CartLine {
  id: number;
  name: string;
  color: string;
  size: string;
  /** Unit price in integer cents; floats in dollars would drift when summed. */
  priceCents: number;
  image: string;
  quantity: number;
}

export type CartItem = Omit<CartLine, 'quantity'>;

/** A line is identified by product id, colour and size together (spec section 3). */
export function lineKey(line: Pick<CartLine, 'id' | 'color' | 'size'>): string {
  // JSON keeps the parts apart even if a size or colour ever contains a separator character.
  return JSON.stringify([line.id, line.color, line.size]);
}

function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= PRODUCT_QUANTITY_MIN;
}

/**
 * Adds `quantity` of an item: a line with the same id, colour and size grows, otherwise a new line
 * is appended. A quantity below 1 or a fraction is ignored so a bad stepper value cannot corrupt
 * the cart.
 */
export function addToCart(
  lines: readonly CartLine[],
  item: CartItem,
  quantity = 1,
): readonly CartLine[] {
  if (!isValidQuantity(quantity)) return lines;
  const key = lineKey(item);
  if (lines.some((line) => lineKey(line) === key)) {
    return lines.map((line) =>
      lineKey(line) === key ? { ...line, quantity: line.quantity + quantity } : line,
    );
  }
  return [...lines, { ...item, quantity }];
}

/** Sets a line's quantity; values below 1 and non-integers are ignored (spec section 4). */
export function updateQuantity(
  lines: readonly CartLine[],
  key: string,
  quantity: number,
): readonly CartLine[] {
  if (!isValidQuantity(quantity)) return lines;
  return lines.map((line) => (lineKey(line) === key ? { ...line, quantity } : line));
}

/**
 * Removes one line by its key. The original removed every line sharing the product id, which
 * also dropped other sizes and colours of that product; the key matches the spec's line identity.
 */
export function removeLine(lines: readonly CartLine[], key: string): readonly CartLine[] {
  return lines.filter((line) => lineKey(line) !== key);
}

export function clearCart(): readonly CartLine[] {
  return [];
}

/** Sum of quantities (the badge on the cart link). */
export function totalItems(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Sum of unit price times quantity, in cents. */
export function totalAmountCents(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
}

/**
 * Amount after a percentage discount. The discount itself is rounded to the nearest cent with
 * halves rounded up, i.e. in the buyer's favour: 5 cents at 10% costs 4 cents, not 5.
 */
export function applyDiscount(amountCents: number, percent: number): number {
  if (!Number.isInteger(amountCents) || amountCents < 0) {
    throw new RangeError('amountCents must be a non-negative integer');
  }
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError('percent must be between 0 and 100');
  }
  return amountCents - Math.round((amountCents * percent) / 100);
}

/** VIP members get 10% off merch (spec section 6); every other tier pays full price. */
export function merchDiscountPercent(tier: Tier | null | undefined): number {
  return tier === 'vip' ? VIP_MERCH_DISCOUNT_PERCENT : 0;
}

/**
 * What one unit costs a member at `percent` off: the price on the shop grid, the product page and
 * the cart line. The server charges the sum of these (memberTotalCents), so every screen agrees.
 */
export function memberPriceCents(priceCents: number, percent: number): number {
  return applyDiscount(priceCents, percent);
}

/** The total a member pays: each line at its member unit price, so it is what the lines show. */
export function memberTotalCents(lines: readonly CartLine[], percent: number): number {
  return lines.reduce(
    (sum, line) => sum + memberPriceCents(line.priceCents, percent) * line.quantity,
    0,
  );
}

/** How a size reads on screen: the catalogue's 'OS' is 'One size' to a fan. */
export function sizeLabel(size: string): string {
  return size === TOTE_SIZE ? 'One size' : size;
}

/** Toast after adding to the cart (spec section 4). */
export function addedToCartMessage(quantity: number, name: string): string {
  return `${quantity} x ${name} added to cart!`;
}
