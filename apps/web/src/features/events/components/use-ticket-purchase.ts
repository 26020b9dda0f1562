import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ticketPurchaseRedirect } from '@fanclub/shared/access';
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import { useSession } from '../../../lib/session';

/**
 * The spec's routing rules come first (signed out -> /auth, non-VIP on a VIP-only event ->
 * /subscribe); anyone else gets the payment sheet, and the server checks the same rules again.
 */
export function useTicketPurchase(event: ClubEvent) {
  const { isLoading, session } = useSession();
  const navigate = useNavigate();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [bought, setBought] = useState(false);
  const [opened, setOpened] = useState(0);

  function start() {
    const redirect = ticketPurchaseRedirect(session?.profile ?? null, event);
    if (redirect) {
      void navigate(redirect);
      return;
    }
    setOpened((n) => n + 1);
    setSheetOpen(true);
  }

  return {
    start,
    sheetOpen,
    opened,
    setSheetOpen,
    bought,
    onBought: () => {
      setSheetOpen(false);
      setBought(true);
    },
    email: session?.user.email ?? '',
    // Until the session is known the rules cannot be applied, so the button waits.
    ready: !isLoading,
  };
}
