import { useState } from 'react';
import { TICKET_QUANTITY_MAX, TICKET_QUANTITY_MIN } from '@fanclub/shared/limits';
import { formatPrice } from '@fanclub/shared/format';
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import { Button } from '../../../components/ui/button';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { useTicketPurchase } from './use-ticket-purchase';

/** Ticket stepper (1-10), running total and the buy button; shared by event and festival pages. */
export function TicketPurchase({ event, buttonLabel }: { event: ClubEvent; buttonLabel: string }) {
  const [quantity, setQuantity] = useState(TICKET_QUANTITY_MIN);
  const { purchase, pending, ready } = useTicketPurchase(event);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <div>
          <p className="font-medium">Tickets</p>
          <p className="text-sm text-stage-300">{formatPrice(event.ticketPriceCents)} each</p>
        </div>
        <QuantityStepper
          label="Tickets"
          value={quantity}
          onChange={setQuantity}
          min={TICKET_QUANTITY_MIN}
          max={TICKET_QUANTITY_MAX}
        />
      </div>
      <div className="flex items-center justify-between border-t border-white/10 pt-3">
        <span className="text-stage-300">Total</span>
        <span className="text-lg font-bold">{formatPrice(event.ticketPriceCents * quantity)}</span>
      </div>
      <Button onClick={() => purchase(quantity)} disabled={!ready || pending} className="w-full">
        {pending ? 'Processing...' : buttonLabel}
      </Button>
    </div>
  );
}
