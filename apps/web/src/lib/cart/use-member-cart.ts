import { useCallback, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../toast';
import type { CartLine } from '@fanclub/shared/cart';
import type { PricedCart } from '@fanclub/shared/schemas/commerce';
import { readableError } from '../payment/payment-feedback';
import type { Translator } from '../i18n/translator';
import { linesOf, memberCartQueryOptions, priceLocally, putCart } from './cart-api';

type Update = (lines: readonly CartLine[]) => readonly CartLine[];

/**
 * The signed-in cart: the server is the source of truth. A change shows at once (optimistic), then
 * PUTs the whole cart; PUTs run one at a time so an older answer can never overwrite a newer one.
 * A refused change rolls back to the cart before it and says why.
 */
export function useMemberCart(userId: string | null, enabled: boolean, t: Translator['t']) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...memberCartQueryOptions(userId ?? ''),
    enabled: userId !== null && enabled,
  });
  const queue = useRef<Promise<void>>(Promise.resolve());
  const inFlight = useRef(0);

  const save = useCallback(
    (key: readonly unknown[], previous: PricedCart, next: readonly CartLine[]) => {
      inFlight.current += 1;
      queue.current = queue.current.then(async () => {
        try {
          const saved = await putCart(next);
          // Later changes are still queued: keep showing their optimistic state until the last lands.
          if (inFlight.current === 1) queryClient.setQueryData(key, saved);
        } catch (error) {
          queryClient.setQueryData(key, previous);
          toast.error(t('app.cartNotUpdated'), { description: readableError(error, t) });
          void queryClient.invalidateQueries({ queryKey: key });
        } finally {
          inFlight.current -= 1;
        }
      });
    },
    [queryClient, t],
  );

  const change = useCallback(
    async (update: Update) => {
      if (!userId) return;
      const options = memberCartQueryOptions(userId);
      // A GET in flight would land on top of the optimistic state; cancelling reverts synchronously.
      void queryClient.cancelQueries({ queryKey: options.queryKey });
      const previous =
        queryClient.getQueryData(options.queryKey) ?? (await queryClient.fetchQuery(options));
      const current = linesOf(previous);
      const next = update(current);
      // The shared cart functions hand back the same array when they ignore a change (quantity < 1).
      if (next === current) return;
      queryClient.setQueryData(options.queryKey, priceLocally(next, previous));
      save(options.queryKey, previous, next);
    },
    [queryClient, save, userId],
  );

  /** After checkout the server has emptied the cart; reflect that without a round trip. */
  const markEmpty = useCallback(() => {
    if (!userId) return;
    const { queryKey } = memberCartQueryOptions(userId);
    const previous = queryClient.getQueryData(queryKey);
    if (previous) queryClient.setQueryData(queryKey, priceLocally([], previous));
    void queryClient.invalidateQueries({ queryKey });
  }, [queryClient, userId]);

  return {
    cart: query.data ?? null,
    isPending: query.isPending,
    isError: query.isError,
    change,
    markEmpty,
  };
}
