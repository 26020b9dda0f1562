import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { cartKeys } from '../../../lib/cart/cart-api';
import { useCart } from '../../../lib/cart/cart-context';
import { invalidateOrders } from '../../../lib/orders/order-queries';
import type { CheckoutDetails, CheckoutErrors } from '../../../lib/payment/card-details';
import { CHECKOUT_FIELDS, hasErrors } from '../../../lib/payment/card-details';
import { isProviderPage } from '../../../lib/payment/checkout-options';
import { useCheckoutKey } from '../../../lib/payment/checkout-key';
import { isStatus, readableError, serverFieldErrors } from '../../../lib/payment/payment-feedback';
import { showPaymentError } from '../../../lib/payment/payment-error';
import { placeOrder } from '../api/orders-api';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * POST /api/orders, then the confirmation page. A decline (402) is the spec's 'Payment Error'
 * toast plus the field the server names; a 409 (sold out, cart changed) shows the server's words.
 */
export function useCheckout(onFieldErrors: (errors: CheckoutErrors) => void) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { mode, lines, checkedOut } = useCart();
  const [formError, setFormError] = useState<string | null>(null);
  const attempt = useCheckoutKey();

  const order = useMutation({
    mutationFn: (details: CheckoutDetails & { discountCode?: string | null }) =>
      placeOrder(details, mode === 'guest' ? lines : null, attempt.headers()),
    onMutate: () => setFormError(null),
    onSuccess: async ({ url, totalCents }) => {
      attempt.renew();
      // The payment provider's page: the cart stays until the provider confirms the payment.
      if (isProviderPage(url)) {
        window.location.assign(url);
        return;
      }
      // Guests cannot read the order back, so the confirmation page gets the total along.
      await navigate(url, { state: { totalCents } });
      // Emptied after leaving, so the cart screen never flashes 'Your cart is empty' first.
      checkedOut();
      await invalidateOrders(queryClient);
    },
    onError: (error) => {
      const fields = serverFieldErrors(error, CHECKOUT_FIELDS);
      onFieldErrors(fields);
      if (isStatus(error, 402)) {
        showPaymentError(error, t);
        return;
      }
      const message = readableError(error, t);
      if (!hasErrors(fields)) setFormError(message);
      toast.error(t(isStatus(error, 409) ? 'shopping.orderNotPlaced' : 'shopping.checkoutFailed'), {
        description: message,
      });
      // A sold-out line or a changed cart: show the cart as the server now sees it.
      if (isStatus(error, 409)) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });

  return { order, formError };
}
