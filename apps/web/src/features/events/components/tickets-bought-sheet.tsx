import type { RefObject } from 'react';
import { Link } from 'react-router';
import { CalendarPlus, MapPin, Ticket } from 'lucide-react';
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import type { TicketsBought } from '@fanclub/shared/schemas/commerce';
import { paths } from '../../../app/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { downloadCalendarFile } from '../../../lib/calendar-download';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

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
  const t = useT();
  const format = useFormat();
  const ids = bought?.ticketIds ?? [];
  const place = [event.venue, event.location].filter(Boolean).join(', ');
  return (
    <Modal
      open={bought !== null}
      onOpenChange={(open) => !open && onClose()}
      returnFocusTo={returnFocusTo}
      title={t('events.ticketsConfirmed', { quantity: ids.length, title: event.title })}
      description={t('events.boughtHint')}
    >
      <div data-testid="tickets-bought" className="flex flex-col gap-4">
        <div className="rounded-2xl bg-stage-900 p-4 text-sm text-stage-300">
          <p className="font-display text-lg font-bold text-white">{event.title}</p>
          <p className="mt-1">{format.eventDate(event.eventDate, event.timeZone)}</p>
          {place && (
            <p className="mt-1 flex gap-1.5">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
              {place}
            </p>
          )}
        </div>
        <ul aria-label={t('events.ticketsBought')} className="flex flex-col gap-2">
          {ids.map((id, i) => (
            <li
              key={id}
              className="flex items-center gap-3 rounded-2xl border border-white/10 px-4 py-3"
            >
              <Ticket aria-hidden className="size-5 shrink-0 text-accent" />
              <span className="font-medium">
                {t('events.ticketOf', { index: i + 1, total: ids.length })}
              </span>
              <span className="ml-auto font-mono text-xs text-stage-400">
                #{id.slice(0, 8).toUpperCase()}
              </span>
            </li>
          ))}
        </ul>
        <Link to={paths.tickets} className={buttonClass('primary', 'w-full')}>
          <Ticket aria-hidden className="size-4" />
          {t('events.viewMyTickets')}
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
          {t('events.addToCalendar')}
        </Button>
        <Button variant="ghost" className="w-full" onClick={onClose}>
          {t('events.done')}
        </Button>
      </div>
    </Modal>
  );
}
