import { CalendarDays, MapPin, Ticket } from 'lucide-react';
import { formatEventDateLong } from '@fanclub/shared/format';
import type { MemberTicket } from '@fanclub/shared/schemas/commerce';
import { TicketQr } from './ticket-qr';

/** One ticket as shown at the door: event, long date, venue, how many, and the QR code. */
export function TicketCard({ ticket }: { ticket: MemberTicket }) {
  const refunded = ticket.status === 'refunded';
  return (
    <article
      aria-labelledby={`ticket-${ticket.id}`}
      className="overflow-hidden rounded-3xl border border-white/5 bg-stage-800"
    >
      <div className="p-4">
        <h2 id={`ticket-${ticket.id}`} className="font-display text-xl font-bold">
          {ticket.eventTitle}
        </h2>
        <ul className="mt-3 flex flex-col gap-2 text-sm text-stage-300">
          <li className="flex gap-2">
            <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
            {formatEventDateLong(ticket.eventDate, ticket.timeZone)}
          </li>
          <li className="flex gap-2">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
            <span>
              <span className="block font-medium text-white">{ticket.venue}</span>
              {ticket.location}
            </span>
          </li>
          <li className="flex gap-2">
            <Ticket aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
            {ticket.quantity} {ticket.quantity === 1 ? 'ticket' : 'tickets'}
          </li>
        </ul>
      </div>
      <div className="flex flex-col items-center gap-2 border-t border-dashed border-white/15 p-5">
        {refunded ? (
          <p className="font-semibold text-stage-300">Refunded</p>
        ) : (
          <>
            <TicketQr code={ticket.code} title={ticket.eventTitle} />
            <p className="text-xs text-stage-400">Show this code at the door.</p>
          </>
        )}
      </div>
    </article>
  );
}
