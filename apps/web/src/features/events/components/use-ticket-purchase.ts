import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ticketPurchaseRedirect } from '@fanclub/shared/access';
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import { useSession } from '../../../lib/session';
import { buyTickets } from '../api/events-api';

/**
 * The spec's routing rules come first (signed out -> /auth, non-VIP on a VIP-only event ->
 * /subscribe); only someone allowed to buy reaches the server, which checks the same rules again.
 */
export function useTicketPurchase(event: ClubEvent) {
  const { isLoading, session } = useSession();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (quantity: number) => buyTickets(event.id, quantity),
    onSuccess: (result, quantity) => {
      toast.success(result?.message ?? `${quantity} x ${event.title} ticket${quantity === 1 ? '' : 's'} purchased!`);
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });

  function purchase(quantity: number) {
    const redirect = ticketPurchaseRedirect(session?.profile ?? null, event);
    if (redirect) {
      void navigate(redirect);
      return;
    }
    mutation.mutate(quantity);
  }

  // Until the session is known the rules cannot be applied, so the button waits.
  return { purchase, pending: mutation.isPending, ready: !isLoading };
}
