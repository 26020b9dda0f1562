import { useSyncExternalStore } from 'react';
import type { SetStateAction } from 'react';
import type { CartLine } from '@fanclub/shared/cart';
import { CART_STORAGE_KEY, loadCart, parseCart, saveCart } from './cart-storage';

// The signed-out cart is this browser's localStorage, held here as a small external store.
// The server renders every page with an empty cart (it cannot read the browser's storage), so
// hydration must start from the same empty cart: useSyncExternalStore's server snapshot gives
// exactly that during hydration, and React re-renders with the stored lines right after.
// (Reading storage in the first render made the cart badge differ from the server's HTML, and
// React threw the whole page away to render it again.)

const EMPTY: readonly CartLine[] = [];
let current: readonly CartLine[] | null = null;
const listeners = new Set<() => void>();

function snapshot(): readonly CartLine[] {
  current ??= loadCart();
  return current;
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changing the cart should not be overwritten by this tab's stale copy.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY) return;
    current = parseCart(event.newValue);
    notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function setLines(action: SetStateAction<readonly CartLine[]>): void {
  const next = typeof action === 'function' ? action(snapshot()) : action;
  if (next === current) return;
  current = next;
  saveCart(next);
  notify();
}

const serverSnapshot = () => EMPTY;

/** The signed-out cart: localStorage, kept in step with other tabs. */
export function useGuestCart() {
  const lines = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return { lines, setLines };
}
