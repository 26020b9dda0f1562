import { useState } from 'react';
import { Link } from 'react-router';
import { Ticket } from 'lucide-react';
import { TICKET_QUANTITY_MAX, TICKET_QUANTITY_MIN } from '@fanclub/shared/limits';
import { formatPrice } from '@fanclub/shared/format';
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import { paths } from '../../../app/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { TicketPaymentDialog } from './ticket-payment-dialog';
import { useTicketPurchase } from './use-ticket-purchase';

/** Ticket stepper (1-10), running total and the buy button; shared by event and festival pages. */
export function TicketPurchase({ event, buttonLabel }: { event: ClubEvent; buttonLabel: string }) {
  const [quantity, setQuantity] = useState(TICKET_QUANTITY_MIN);
  const purchase = useTicketPurchase(event);
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
      <Button onClick={purchase.start} disabled={!purchase.ready} className="w-full">
        {buttonLabel}
      </Button>
      {purchase.bought && (
        <Link to={paths.tickets} className={buttonClass('secondary', 'w-full')}>
          <Ticket aria-hidden className="size-4" />
          View my tickets
        </Link>
      )}
      {/* Always mounted so Radix can close it cleanly; the key gives every opening a fresh form. */}
      <TicketPaymentDialog
        key={purchase.opened}
        event={event}
        quantity={quantity}
        email={purchase.email}
        open={purchase.sheetOpen}
        onOpenChange={purchase.setSheetOpen}
        onBought={purchase.onBought}
      />
    </div>
  );
}
