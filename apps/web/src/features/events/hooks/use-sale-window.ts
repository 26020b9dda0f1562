import { useEffect, useState } from 'react';
import { ticketSaleWindow } from '@fanclub/shared/access';
import type { TicketSaleWindow } from '@fanclub/shared/access';
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import { useSession } from '../../../lib/session';

// setTimeout holds at most a signed 32-bit delay (about 24.8 days); later openings re-arm.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The viewer's sale window for this event (shared/access.ts, the rule the server enforces), kept
 * current: a page left open until the window opens swaps the notice for the ticket form by itself.
 */
export function useSaleWindow(event: ClubEvent): TicketSaleWindow {
  const { session } = useSession();
  const [now, setNow] = useState(() => new Date());
  const onSaleAt = event.onSaleAt ? new Date(event.onSaleAt) : null;
  const sale = ticketSaleWindow(session?.profile ?? null, onSaleAt, now);
  // The next moment the answer changes: this viewer's opening, then general sale.
  const next = [sale.opensAt, sale.onSaleAt].find((d) => d && d > now)?.getTime() ?? null;

  useEffect(() => {
    if (next === null) return;
    const id = setTimeout(() => setNow(new Date()), Math.min(next - Date.now() + 50, MAX_TIMER_MS));
    return () => clearTimeout(id);
  }, [next]);

  return sale;
}
