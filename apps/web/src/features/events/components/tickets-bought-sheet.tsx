import type { RefObject } from 'react';
import { Link } from 'react-router';
import { CalendarPlus, MapPin, Ticket } from 'lucide-react';
import { formatEventDateLong } from '@fanclub/shared/format';
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import type { TicketsBought } from '@fanclub/shared/schemas/commerce';
import { paths } from '../../../app/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { downloadCalendarFile } from '../../../lib/calendar-download';
import { ticketsConfirmed } from '../hooks/use-pay-tickets';

/** After paying: what was bought, one line per admission, and the two next steps. */
export function TicketsBoughtSheet({
  event,
  bought,
  onClose,
  returnFocusTo,
}: {
  event: ClubEvent;
  bought: TicketsBought | null;
  onClose: () => void;
  /** The Buy Tickets button: the payment sheet that had the focus is gone by now. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const ids = bought?.ticketIds ?? [];
  const place = [event.venue, event.location].filter(Boolean).join(', ');
  return (
    <Modal
      open={bought !== null}
      onOpenChange={(open) => !open && onClose()}
      returnFocusTo={returnFocusTo}
      title={ticketsConfirmed(ids.length, event.title)}
      description="Each ticket has its own QR code in My tickets; they work offline too."
    >
      <div data-testid="tickets-bought" className="flex flex-col gap-4">
        <div className="rounded-2xl bg-stage-900 p-4 text-sm text-stage-300">
          <p className="font-display text-lg font-bold text-white">{event.title}</p>
          <p className="mt-1">{formatEventDateLong(event.eventDate, event.timeZone)}</p>
          {place && (
            <p className="mt-1 flex gap-1.5">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
              {place}
            </p>
          )}
        </div>
        <ul aria-label="Tickets bought" className="flex flex-col gap-2">
          {ids.map((id, i) => (
            <li
              key={id}
              className="flex items-center gap-3 rounded-2xl border border-white/10 px-4 py-3"
            >
              <Ticket aria-hidden className="size-5 shrink-0 text-accent" />
              <span className="font-medium">
                Ticket {i + 1} of {ids.length}
              </span>
              <span className="ml-auto font-mono text-xs text-stage-400">
                #{id.slice(0, 8).toUpperCase()}
              </span>
            </li>
          ))}
        </ul>
        <Link to={paths.tickets} className={buttonClass('primary', 'w-full')}>
          <Ticket aria-hidden className="size-4" />
          View my tickets
        </Link>
        <Button
          variant="secondary"
          className="w-full"
          onClick={() =>
            downloadCalendarFile({
              uid: `${event.id}@fanclub`,
              title: event.title,
              start: event.eventDate,
              end: event.endDate,
              timeZone: event.timeZone,
              venue: event.venue,
              location: event.location,
            })
          }
        >
          <CalendarPlus aria-hidden className="size-4" />
          Add to calendar
        </Button>
        <Button variant="ghost" className="w-full" onClick={onClose}>
          Done
        </Button>
      </div>
    </Modal>
  );
}
