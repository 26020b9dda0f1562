import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { CartItem, CartLine } from '@fanclub/shared/cart';
import {
  addToCart,
  clearCart,
  removeLine,
  totalAmountCents,
  totalItems,
  updateQuantity,
} from '@fanclub/shared/cart';
import { CART_STORAGE_KEY, loadCart, parseCart, saveCart } from './cart-storage';

export interface CartState {
  lines: readonly CartLine[];
  /** Sum of quantities, shown on the cart badge. */
  itemCount: number;
  totalCents: number;
  add: (item: CartItem, quantity?: number) => void;
  setQuantity: (key: string, quantity: number) => void;
  remove: (key: string) => void;
  clear: () => void;
}

const CartContext = createContext<CartState | null>(null);

/** Holds the cart for the whole app: product pages, the cart screen and the badge share it. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [lines, setLines] = useState<readonly CartLine[]>(loadCart);

  useEffect(() => saveCart(lines), [lines]);

  // Another tab changing the cart should not be overwritten by this tab's stale copy.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) setLines(parseCart(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const add = useCallback(
    (item: CartItem, quantity = 1) => setLines((l) => addToCart(l, item, quantity)),
    [],
  );
  const setQuantity = useCallback(
    (key: string, quantity: number) => setLines((l) => updateQuantity(l, key, quantity)),
    [],
  );
  const remove = useCallback((key: string) => setLines((l) => removeLine(l, key)), []);
  const clear = useCallback(() => setLines(clearCart()), []);

  const value = useMemo<CartState>(
    () => ({
      lines,
      itemCount: totalItems(lines),
      totalCents: totalAmountCents(lines),
      add,
      setQuantity,
      remove,
      clear,
    }),
    [lines, add, setQuantity, remove, clear],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart; outside a CartProvider this throws (spec section 8) so a missing provider fails loudly. */
export function useCart(): CartState {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used within a CartProvider');
  return cart;
}
