import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { meetsTier } from '@fanclub/shared/roles';
import { ticketPurchaseRedirect } from '@fanclub/shared/access';
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import type { TicketsBought } from '@fanclub/shared/schemas/commerce';
import { useSession } from '../../../lib/session';

/**
 * Routing rules come first (signed out -> sign-in and back here, non-VIP on a VIP-only event ->
 * /subscribe); anyone else gets the payment sheet, and the server checks the same rules again.
 */
export function useTicketPurchase(event: ClubEvent, onReset: () => void) {
  const { isLoading, session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const [bought, setBought] = useState<TicketsBought | null>(null);
  const [opened, setOpened] = useState(0);

  function start() {
    const redirect = ticketPurchaseRedirect(session?.profile ?? null, event);
    if (redirect) {
      // Sign-in returns to this event (login reads state.from), not to the dashboard.
      void navigate(redirect, { state: { from: location.pathname + location.search } });
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
    /** The last purchase, for the confirmation sheet; null once it is closed. */
    bought,
    closeConfirmation: () => setBought(null),
    onBought: (result: TicketsBought) => {
      setSheetOpen(false);
      setBought(result);
      onReset();
    },
    email: session?.user.email ?? '',
    // Known before any tap: a VIP-only show is locked for everyone below VIP, guests included.
    locked: event.isVipOnly && !meetsTier(session?.profile ?? null, 'vip'),
    signedIn: session !== null,
    tier: session?.profile?.subscriptionTier ?? null,
    // Until the session is known the rules cannot be applied, so the button waits.
    ready: !isLoading,
  };
}
