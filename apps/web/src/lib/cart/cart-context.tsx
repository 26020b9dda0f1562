import { createContext, useCallback, useContext, useMemo } from 'react';
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
import { useSession } from '../session';
import type { Translator } from '../i18n/translator';
import { useCartMerge } from './use-cart-merge';
import { useGuestCart } from './use-guest-cart';
import { linesOf } from './cart-api';
import { useMemberCart } from './use-member-cart';

export interface CartState {
  lines: readonly CartLine[];
  /** Sum of quantities, shown on the cart badge. */
  itemCount: number;
  subtotalCents: number;
  /** The VIP merch discount, priced by the server; 0 for guests. */
  discountCents: number;
  discountPercent: number;
  totalCents: number;
  /** 'member': the server holds the cart; 'guest': this browser does. */
  mode: 'guest' | 'member';
  /** True until we know whose cart to show (session lookup, first cart load, sign-in merge). */
  isLoading: boolean;
  add: (item: CartItem, quantity?: number) => void;
  setQuantity: (key: string, quantity: number) => void;
  remove: (key: string) => void;
  clear: () => void;
  /** After a successful checkout: the order took the cart, so show it empty. */
  checkedOut: () => void;
}

const CartContext = createContext<CartState | null>(null);

/**
 * Holds the cart for the whole app: product pages, the cart screen and the badge share it. `t`
 * (the page's texts, for its toasts) comes from the app: importing useT here split the shell's
 * i18n code into a chunk of its own, 0.6 KB more on every first load.
 */
export function CartProvider({ children, t }: { children: ReactNode; t: Translator['t'] }) {
  const { session, isLoading: sessionLoading } = useSession();
  const userId = session?.user.id ?? null;
  const guest = useGuestCart();
  const setGuest = guest.setLines;
  const clearGuest = useCallback(() => setGuest(clearCart()), [setGuest]);
  const { merging } = useCartMerge(userId, guest.lines, clearGuest, t);
  const member = useMemberCart(userId, !merging, t);
  const { change, markEmpty } = member;
  const isMember = userId !== null;

  const apply = useCallback(
    (update: (lines: readonly CartLine[]) => readonly CartLine[]) => {
      if (isMember) void change(update);
      else setGuest(update);
    },
    [isMember, change, setGuest],
  );

  const add = useCallback(
    (item: CartItem, quantity = 1) => apply((l) => addToCart(l, item, quantity)),
    [apply],
  );
  const setQuantity = useCallback(
    (key: string, quantity: number) => apply((l) => updateQuantity(l, key, quantity)),
    [apply],
  );
  const remove = useCallback((key: string) => apply((l) => removeLine(l, key)), [apply]);
  const clear = useCallback(() => apply(() => clearCart()), [apply]);
  const checkedOut = useCallback(
    () => (isMember ? markEmpty() : clearGuest()),
    [isMember, markEmpty, clearGuest],
  );

  const memberCart = member.cart;
  const value = useMemo<CartState>(() => {
    const actions = { add, setQuantity, remove, clear, checkedOut };
    if (isMember) {
      return {
        lines: memberCart ? linesOf(memberCart) : [],
        itemCount: memberCart?.totalItems ?? 0,
        subtotalCents: memberCart?.subtotalCents ?? 0,
        discountCents: memberCart?.discountCents ?? 0,
        discountPercent: memberCart?.discountPercent ?? 0,
        totalCents: memberCart?.totalCents ?? 0,
        mode: 'member',
        isLoading: merging || (!memberCart && !member.isError),
        ...actions,
      };
    }
    const subtotalCents = totalAmountCents(guest.lines);
    return {
      lines: guest.lines,
      itemCount: totalItems(guest.lines),
      subtotalCents,
      discountCents: 0,
      discountPercent: 0,
      totalCents: subtotalCents,
      mode: 'guest',
      isLoading: sessionLoading,
      ...actions,
    };
  }, [
    add,
    setQuantity,
    remove,
    clear,
    checkedOut,
    isMember,
    memberCart,
    merging,
    member.isError,
    guest.lines,
    sessionLoading,
  ]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

/** The cart; outside a CartProvider this throws (spec section 8) so a missing provider fails loudly. */
export function useCart(): CartState {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used within a CartProvider');
  return cart;
}
