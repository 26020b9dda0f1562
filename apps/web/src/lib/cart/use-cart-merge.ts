import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../toast';
import type { CartLine } from '@fanclub/shared/cart';
import { readableError } from '../payment/payment-feedback';
import type { Translator } from '../i18n/translator';
import { randomKey } from '../payment/checkout-key';
import { memberCartQueryOptions, mergeIntoCart } from './cart-api';

/** The key of the guest cart's pending merge; it outlives a reload, so the server can tell a repeat. */
const MERGE_KEY = 'fanclub.cart.merge-key';

function mergeKey(): string {
  try {
    const existing = localStorage.getItem(MERGE_KEY);
    if (existing) return existing;
    const key = randomKey();
    localStorage.setItem(MERGE_KEY, key);
    return key;
  } catch {
    return randomKey();
  }
}

function forgetMergeKey() {
  try {
    localStorage.removeItem(MERGE_KEY);
  } catch {
    /* storage unavailable: nothing was kept */
  }
}

/**
 * Signing in must not lose what a guest put in the cart: the local lines are added to the saved
 * cart (the shared addToCart rule, on the server) and the local cart is emptied. A failed merge
 * keeps the lines here and is not retried until the next sign-in. Also covers a
 * session that appears on load while this browser still holds guest lines. Signing out leaves
 * the local cart empty, because it was emptied here.
 */
export function useCartMerge(
  userId: string | null,
  guestLines: readonly CartLine[],
  clearGuest: () => void,
  t: Translator['t'],
): { merging: boolean } {
  const queryClient = useQueryClient();
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const started = useRef<string | null>(null);
  const previousUser = useRef<string | null>(userId);

  useEffect(() => {
    const before = previousUser.current;
    previousUser.current = userId;
    // Signed out (or switched account): a guest starts with an empty cart.
    if (before !== null && before !== userId) {
      started.current = null;
      forgetMergeKey();
      clearGuest();
    }
  }, [userId, clearGuest]);

  useEffect(() => {
    if (!userId || guestLines.length === 0 || started.current === userId) return;
    started.current = userId;
    const { queryKey } = memberCartQueryOptions(userId);
    mergeIntoCart(guestLines, mergeKey())
      .then(async (merged) => {
        await queryClient.cancelQueries({ queryKey });
        queryClient.setQueryData(queryKey, merged);
        clearGuest();
        forgetMergeKey();
      })
      .catch((error: unknown) => {
        // The guest lines stay in this browser; the next sign-in or reload tries again.
        setFailedFor(userId);
        toast.error(t('app.cartMergeFailed'), {
          description: readableError(error, t),
        });
      });
  }, [userId, guestLines, clearGuest, queryClient, t]);

  // Until the guest lines are in, the saved cart shown would be missing them.
  return { merging: userId !== null && guestLines.length > 0 && failedFor !== userId };
}
