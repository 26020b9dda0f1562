import { useEffect, useState } from 'react';
import type { CartLine } from '@fanclub/shared/cart';
import { CART_STORAGE_KEY, loadCart, parseCart, saveCart } from './cart-storage';

/** The signed-out cart: localStorage, kept in step with other tabs. */
export function useGuestCart() {
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

  return { lines, setLines };
}
