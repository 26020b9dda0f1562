import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing, Crown, KeyRound, MapPin, Pencil, Ticket, Trash2 } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { isUpcoming, placeLines } from '@fanclub/shared/format';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Section } from '../../../components/ui/screen';
import {
  adminEventsQueryOptions,
  deleteEvent,
  invalidateEvents,
  serverMessage,
} from '../api/admin-api';
import type { AdminEvent } from '../api/admin-api';
import { Badge, listClass, QueryStates, rowClass } from './admin-ui';
import { EditEventDialog } from './edit-event-dialog';
import { PresaleDialog } from './presale-dialog';
import { dateTimeFormat } from '@fanclub/shared/intl';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import type { Locale } from '@fanclub/shared/i18n/locales';

function eventWhen(event: AdminEvent, locale: Locale): string {
  const date = new Date(event.eventDate);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale === 'en' ? 'en-US' : locale, {
    timeZone: event.timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
}

/** What the admin works on first: upcoming soonest first, then past events most recent first. */
function splitByDate(events: AdminEvent[], now = new Date()) {
  const byDate = (a: AdminEvent, b: AdminEvent) =>
    Date.parse(a.eventDate) - Date.parse(b.eventDate);
  const upcoming = events.filter((e) => isUpcoming(e.eventDate, now)).sort(byDate);
  const past = events.filter((e) => !isUpcoming(e.eventDate, now)).sort((a, b) => byDate(b, a));
  return { upcoming, past };
}

function EventRow({
  event,
  onEdit,
  onDelete,
  onPresale,
}: {
  event: AdminEvent;
  onEdit: () => void;
  onDelete: () => void;
  onPresale: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const past = !isUpcoming(event.eventDate);
  const [now] = useState(() => Date.now());
  // '12 sold / 500' with a capacity, '12 sold' without one.
  const sales =
    event.capacity === null
      ? t('admin.evSold', { sold: event.ticketsSold })
      : t('admin.evSoldOf', { sold: event.ticketsSold, capacity: event.capacity });
  return (
    <li className={rowClass}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words">{event.title}</h3>
        <div className="flex shrink-0 gap-1.5">
          {past && <Badge>{t('admin.evPast')}</Badge>}
          {event.isVipOnly && (
            <Badge tone="amber">
              <Crown aria-hidden className="size-3.5" />
              {t('admin.evVipOnly')}
            </Badge>
          )}
        </div>
      </div>
      <p className="mt-1 text-sm text-stage-300">
        <time dateTime={event.eventDate}>{eventWhen(event, format.locale)}</time>
      </p>
      {event.publicAt && Date.parse(event.publicAt) > now && (
        <p className="mt-0.5 flex items-center gap-1 text-sm text-tier-fanplus">
          <BellRing aria-hidden className="size-3.5 shrink-0" />
          <span>
            {t('admin.evMembersUntil')}
            <time dateTime={event.publicAt}>{format.shortDateTime(event.publicAt)}</time>
          </span>
        </p>
      )}
      {placeLines(event.venue, event.location).length > 0 && (
        <p className="mt-0.5 flex items-center gap-1 text-sm text-stage-300">
          <MapPin aria-hidden className="size-3.5 shrink-0" />
          <span className="wrap-anywhere">
            {placeLines(event.venue, event.location).join(', ')}
          </span>
        </p>
      )}
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold">
          {event.ticketPriceCents ? format.price(event.ticketPriceCents) : t('admin.tierFree')}
        </span>
        <span className="inline-flex items-center gap-1 text-stage-300">
          <Ticket aria-hidden className="size-4" />
          {sales}
        </span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" className="flex-1" onClick={onEdit}>
          <Pencil aria-hidden className="size-4" />
          {t('admin.edit')}
          <span className="sr-only"> {event.title}</span>
        </Button>
        <Button variant="secondary" className="flex-1 text-red-300" onClick={onDelete}>
          <Trash2 aria-hidden className="size-4" />
          {t('admin.delete')}
          <span className="sr-only"> {event.title}</span>
        </Button>
      </div>
      {!past && event.onSaleAt && (
        <Button variant="ghost" className="mt-2 w-full" onClick={onPresale}>
          <KeyRound aria-hidden className="size-4" />
          {t('admin.presaleCodes')}
          <span className="sr-only">{t('admin.presaleFor', { title: event.title })}</span>
        </Button>
      )}
    </li>
  );
}

export function AdminEventList() {
  const t = useT();
  const queryClient = useQueryClient();
  const query = useQuery(adminEventsQueryOptions());
  const [editing, setEditing] = useState<AdminEvent | null>(null);
  const [deleting, setDeleting] = useState<AdminEvent | null>(null);
  const [presale, setPresale] = useState<AdminEvent | null>(null);
  const remove = useMutation({
    mutationFn: (event: AdminEvent) => deleteEvent(event.id),
    onSuccess: () => {
      toast.success(t('admin.eventDeleted'));
      setDeleting(null);
      void invalidateEvents(queryClient);
    },
    onError: (error) =>
      toast.error(t('admin.eventDeleteFailed'), {
        description: serverMessage(error, t('admin.tryAgain')),
      }),
  });

  return (
    <Section title={t('admin.manageEvents')}>
      <QueryStates
        query={query}
        loadingLabel={t('admin.loadingEvents')}
        errorText={t('admin.eventsLoadFailed')}
        emptyText={t('admin.noEvents')}
      >
        {(events) => {
          const { upcoming, past } = splitByDate(events);
          const rows = (list: AdminEvent[]) => (
            <ul className={listClass}>
              {list.map((event) => (
                <EventRow
                  key={event.id}
                  event={event}
                  onEdit={() => setEditing(event)}
                  onDelete={() => setDeleting(event)}
                  onPresale={() => setPresale(event)}
                />
              ))}
            </ul>
          );
          return (
            <>
              {upcoming.length > 0 ? (
                rows(upcoming)
              ) : (
                <p className="text-stage-300">{t('admin.noUpcomingEvents')}</p>
              )}
              {past.length > 0 && (
                <>
                  <h3 className="mt-6 mb-3 text-sm font-semibold tracking-wide text-stage-300 uppercase">
                    {t('admin.evPast')}
                  </h3>
                  {rows(past)}
                </>
              )}
            </>
          );
        }}
      </QueryStates>
      <EditEventDialog event={editing} onClose={() => setEditing(null)} />
      <PresaleDialog event={presale} onClose={() => setPresale(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('admin.deleteEventTitle')}
        description={
          deleting && deleting.ticketsSold > 0
            ? // The server refuses (409, its message is toasted): sold tickets and orders stay.
              t('admin.deleteEventSold', { title: deleting.title, sold: deleting.ticketsSold })
            : t('admin.deleteEventText', { title: deleting?.title ?? '' })
        }
        confirmLabel={remove.isPending ? t('admin.deleting') : t('admin.deleteEvent')}

        onConfirm={() => deleting && remove.mutate(deleting)}
        pending={remove.isPending}
        destructive
      />
    </Section>
  );
}
