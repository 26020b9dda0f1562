import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import type { TicketsBought } from '@fanclub/shared/schemas/commerce';
import { paths } from '../../../app/paths';
import { invalidateOrders } from '../../../lib/orders/order-queries';
import type { CardDetails, CardErrors } from '../../../lib/payment/card-details';
import { CARD_FIELDS, hasErrors } from '../../../lib/payment/card-details';
import { isStatus, readableError, serverFieldErrors } from '../../../lib/payment/payment-feedback';
import { showPaymentError } from '../../../lib/payment/payment-error';
import { isProviderPage } from '../../../lib/payment/checkout-options';
import { useCheckoutKey } from '../../../lib/payment/checkout-key';
import { buyTickets } from '../api/events-api';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * POST the tickets. A decline is the spec's 'Payment Error' toast plus the card field; the
 * server's own refusals (403 VIP only or not on sale yet, 409 sold out or past) are shown as said.
 */
export function usePayTickets(
  event: ClubEvent,
  onBought: (bought: TicketsBought) => void,
  onFieldErrors: (errors: CardErrors) => void,
  /** In a presale that needs one: the code typed on the event page. */
  presaleCode?: string,
) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = useCheckoutKey();

  const mutation = useMutation({
    mutationFn: ({ quantity, card }: { quantity: number; card: CardDetails }) =>
      buyTickets(event.id, quantity, card, attempt.headers(), presaleCode?.trim() || undefined),
    onMutate: () => setProblem(null),
    onSuccess: async (result) => {
      attempt.renew();
      // The seats are held while the buyer pays on the provider's page; the tickets show once it confirms.
      if (isProviderPage(result.url)) {
        window.location.assign(result.url);
        return;
      }
      // The confirmation sheet (tickets-bought-sheet.tsx) says it, with the next steps.
      onBought(result);
      await invalidateOrders(queryClient);
    },
    onError: (error) => {
      if (isStatus(error, 401)) {
        void navigate(paths.subscriptionCheckout);
        return;
      }
      const fields = serverFieldErrors(error, CARD_FIELDS);
      onFieldErrors(fields);
      if (isStatus(error, 402)) {
        showPaymentError(error, t);
        return;
      }
      const message = readableError(error, t);
      if (!hasErrors(fields)) setProblem(message);
      toast.error(t('events.ticketsNotPurchased'), { description: message });
    },
  });

  return {
    pay: (quantity: number, card: CardDetails, onError?: (error: Error) => void) =>
      mutation.mutate({ quantity, card }, { onError }),
    pending: mutation.isPending,
    problem,
  };
}
