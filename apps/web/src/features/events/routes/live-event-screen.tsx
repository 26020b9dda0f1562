import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { CalendarDays, MapPin } from 'lucide-react';
import { isUpcoming } from '@fanclub/shared/format';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../lib/api-client';
import { ArtImage } from '../../../components/ui/art-image';
import { Card, Screen } from '../../../components/ui/screen';
import { eventQueryOptions } from '../api/events-api';
import { dateRange } from '../event-dates';
import { slugFromFestivalPath } from '../festival-pages';
import { EventLoading, EventNotFound } from '../components/event-states';
import { TicketPurchase } from '../components/ticket-purchase';
import { VenueMap } from '../components/venue-map';
import { VipBadge } from '../components/vip-badge';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/i18n-context';

/** /live-event/:id and the four named festival pages, which find their event by slug. */
export function LiveEventScreen() {
  const t = useT();
  const { locale } = useFormat();
  const { pathname } = useLocation();
  const params = useParams();
  const key = slugFromFestivalPath(pathname) ?? params.id ?? '';
  const query = useQuery({ ...eventQueryOptions(key), enabled: key !== '' });
  const failed = query.isError && !(query.error instanceof ApiError && query.error.status === 404);

  useEffect(() => {
    if (failed)
      toast.error(t('events.loadError'), {
        id: 'event-load-error',
        description: t('events.loadErrorDetail'),
      });
  }, [failed, t]);

  if (key === '' || query.isError) return <EventNotFound />;
  if (query.isPending) return <EventLoading />;

  const event = query.data;
  const upcoming = isUpcoming(event.eventDate);
  return (
    <Screen back={{ to: paths.events, label: t('events.backToEvents') }} className="pb-10">
      <div className="relative -mx-4 overflow-hidden sm:mx-0 sm:rounded-2xl">
        <ArtImage
          image={event.image}
          alt=""
          priority
          className="aspect-[16/10] w-full object-cover"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-stage-900 via-stage-900/30 to-transparent" />
        <div className="absolute inset-x-4 bottom-4">
          {event.isVipOnly && <VipBadge />}
          <h1 className="mt-2 font-display text-4xl font-bold drop-shadow">{event.title}</h1>
        </div>
      </div>
      <ul className="mt-4 flex flex-col gap-2 text-stage-300">
        <li className="flex items-center gap-3">
          <MapPin aria-hidden className="size-5 shrink-0 text-accent" />
          {event.location}
        </li>
        <li className="flex items-center gap-3">
          <CalendarDays aria-hidden className="size-5 shrink-0 text-accent" />
          {dateRange(event, locale)}
        </li>
      </ul>
      <div className="mt-6">
        <VenueMap venue={event.venue} location={event.location} />
      </div>
      <Card className="mt-6">
        {upcoming ? (
          <TicketPurchase event={event} buttonLabel={t('events.getTicketNow')} />
        ) : (
          <p className="text-center text-stage-300">{t('events.pastBadge')}</p>
        )}
      </Card>
    </Screen>
  );
}
