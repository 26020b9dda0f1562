import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { CalendarDays, MapPin } from 'lucide-react';
import { placeLines, isUpcoming } from '@fanclub/shared/format';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import { SeeOriginalButton, useSeeOriginal } from '../../../lib/i18n/see-original';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../lib/api-client';
import { ArtImage } from '../../../components/ui/art-image';
import { Card, Screen } from '../../../components/ui/screen';
import { MeetGreetPanel } from '../../../lib/meet-greet/meet-greet-panel';
import { eventQueryOptions } from '../api/events-api';
import { EventLoading, EventNotFound } from '../components/event-states';
import { TicketPurchase } from '../components/ticket-purchase';
import { MembersFirstBadge } from '../components/members-first-badge';
import { VipBadge } from '../components/vip-badge';

/** /event/:id and /event-detail?id=… show the same screen. */
export function EventScreen() {
  const t = useT();
  const format = useFormat();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const id = params.id ?? searchParams.get('id') ?? '';
  const query = useQuery({ ...eventQueryOptions(id), enabled: id !== '' });
  // A missing event is simply 'not found'; anything else is a load failure worth a toast.
  const failed = query.isError && !(query.error instanceof ApiError && query.error.status === 404);
  const original = useSeeOriginal();

  useEffect(() => {
    if (failed)
      toast.error(t('events.loadError'), {
        id: 'event-load-error',
        description: t('events.loadErrorDetail'),
      });
  }, [failed, t]);

  if (id === '' || query.isError) return <EventNotFound />;
  if (query.isPending) return <EventLoading />;

  const event = query.data;
  // A translation into the reader's language came with its original (issue 34).
  const shown = original.shownOf(event);
  const upcoming = isUpcoming(event.eventDate);
  return (
    <Screen back={{ to: paths.events, label: t('events.backToEvents') }} className="pb-10">
      <div className="-mx-4 overflow-hidden sm:mx-0 sm:rounded-2xl">
        <ArtImage
          image={event.image}
          alt=""
          priority
          className="aspect-video w-full object-cover"
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${
            upcoming ? 'bg-emerald-400/15 text-emerald-300' : 'bg-stage-700 text-stage-300'
          }`}
        >
          {upcoming ? t('events.upcomingBadge') : t('events.pastBadge')}
        </span>
        {event.isVipOnly && <VipBadge />}
        <MembersFirstBadge publicAt={event.publicAt} />
      </div>
      <h1 className="mt-3 font-display text-3xl font-bold">{shown.title}</h1>
      <ul className="mt-4 flex flex-col gap-3 text-stage-300">
        <li className="flex gap-3">
          <CalendarDays aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          <span>{format.eventDate(event.eventDate, event.timeZone)}</span>
        </li>
        <li className="flex gap-3">
          <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          <span>
            <PlaceLines venue={event.venue} location={event.location} />
          </span>
        </li>
      </ul>
      {shown.description && (
        <p className="mt-6 leading-relaxed text-stage-300">{shown.description}</p>
      )}
      {event.original && (
        <SeeOriginalButton
          showOriginal={original.showOriginal}
          onToggle={original.toggle}
          seeOriginal={t('events.seeOriginal')}
          seeTranslation={t('events.seeTranslation')}
        />
      )}
      {upcoming && (
        <Card className="mt-8">
          <h2 className="mb-4 text-lg font-semibold">{t('events.getTickets')}</h2>
          <TicketPurchase event={event} buttonLabel={t('events.buyTickets')} />
        </Card>
      )}
      {upcoming && <MeetGreetPanel eventId={event.id} />}
    </Screen>
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
