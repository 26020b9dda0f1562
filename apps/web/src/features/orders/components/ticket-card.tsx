import { Link } from 'react-router';
import { CalendarDays, History, MapPin, Ticket } from 'lucide-react';
import { placeLines } from '@fanclub/shared/format';
import type { MemberTicket } from '@fanclub/shared/schemas/commerce';
import { paths } from '../../../app/paths';
import { TicketQr } from './ticket-qr';
import { TransferTicket } from './transfer-ticket';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

/** One ticket as shown at the door: event, long date, venue, how many, and the QR code. */
export function TicketCard({
  ticket,
  offline = false,
}: {
  ticket: MemberTicket;
  offline?: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const refunded = ticket.status === 'refunded';
  // A past ticket looks spent (darker card, grey icons and title) without fading its text:
  // opacity would take the small print below WCAG's 4.5:1.
  const iconClass = `mt-0.5 size-4 shrink-0 ${ticket.past ? 'text-stage-400' : 'text-accent'}`;
  return (
    <article
      aria-labelledby={`ticket-${ticket.id}`}
      data-testid="ticket-card"
      className={`overflow-hidden rounded-3xl border ${ticket.past ? 'border-white/5 bg-stage-900' : 'border-white/5 bg-stage-800'}`}
    >
      <div className="p-4">
        <h3
          id={`ticket-${ticket.id}`}
          className={`font-display text-xl font-bold ${ticket.past ? 'text-stage-300' : ''}`}
        >
          {ticket.eventTitle}
        </h3>
        <ul className="mt-3 flex flex-col gap-2 text-sm text-stage-300">
          <li className="flex gap-2">
            <CalendarDays aria-hidden className={iconClass} />
            {format.eventDate(ticket.eventDate, ticket.timeZone)}
          </li>
          <li className="flex gap-2">
            <MapPin aria-hidden className={iconClass} />
            <span>
              <PlaceLines venue={ticket.venue} location={ticket.location} />
            </span>
          </li>
          <li className="flex gap-2">
            <Ticket aria-hidden className={iconClass} />
            {/* One ticket, one admission (issue 31); the short id tells a pair apart. */}
            {t('orders.admitsOne', { id: ticket.id.slice(0, 8).toUpperCase() })}
          </li>
        </ul>
      </div>
      <div className="flex flex-col items-center gap-2 border-t border-dashed border-white/15 p-5">
        {refunded ? (
          <p className="font-semibold text-stage-300">{t('orders.refunded')}</p>
        ) : ticket.used ? (
          <p className="inline-flex items-center gap-2 rounded-full bg-stage-700 px-3 py-1 text-sm font-semibold text-stage-300">
            <History aria-hidden className="size-4" />
            {t('orders.usedAtDoor')}
          </p>
        ) : ticket.past || !ticket.code ? (
          // The show is over: no code to scan, just what it was.
          <p className="inline-flex items-center gap-2 rounded-full bg-stage-700 px-3 py-1 text-sm font-semibold text-stage-300">
            <History aria-hidden className="size-4" />
            {t('orders.expired')}
          </p>
        ) : (
          <>
            <TicketQr code={ticket.code} title={ticket.eventTitle} />
            <p className="text-xs text-stage-400">{t('orders.showCode')}</p>
            {!offline && <TransferTicket ticketId={ticket.id} title={ticket.eventTitle} />}
          </>
        )}
        {!offline && (
          <Link
            to={paths.contactSupport({
              about: { kind: 'ticket', id: ticket.id },
              subject: `Ticket for ${ticket.eventTitle}`,
            })}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-accent-strong hover:underline"
          >
            {t('orders.contactSupport')}
          </Link>
        )}
      </div>
    </article>
  );
}

/** Venue in white, the city under it; once when they are the same (admin-made events). */
function PlaceLines({ venue, location }: { venue: string; location: string }) {
  const [first, second] = placeLines(venue, location);
  return (
    <>
      <span className="block font-medium text-white">{first}</span>
      {second}
    </>
  );
}
