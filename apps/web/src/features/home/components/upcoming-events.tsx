import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { ArtImage } from '../../../components/ui/art-image';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Section } from '../../../components/ui/screen';
import { Skeleton } from '../../../components/ui/skeleton';
import { catalogQueries } from '../../../lib/catalog/catalog-queries';
import { eventDayLabel, eventLink } from '../../../lib/catalog/event-link';
import { scrollRowClass } from '../../../lib/catalog/scroll-row';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';

const CARD = 'w-64 shrink-0 snap-start';

/** 'Upcoming Events': a swipeable strip of cards, soonest first, each opening its event page. */
export function UpcomingEventsSection() {
  const events = useQuery(catalogQueries.events('upcoming'));
  const t = useT();
  const locale = useLocale();

  let body;
  if (events.isPending) {
    body = (
      <div className={scrollRowClass}>
        {[0, 1].map((i) => (
          <Skeleton key={i} className={`${CARD} h-[13.25rem]`} />
        ))}
      </div>
    );
  } else if (events.isError) {
    body = <ErrorNotice message={t('home.eventsError')} onRetry={() => void events.refetch()} />;
  } else if (events.data.length === 0) {
    body = <p className="text-sm text-stage-300">{t('home.noEvents')}</p>;
  } else {
    body = (
      <ul className={scrollRowClass}>
        {events.data.map((event) => (
          <li key={event.id} className={CARD}>
            <Link
              to={eventLink(event)}
              className="block h-[13.25rem] overflow-hidden rounded-2xl border border-white/5 bg-stage-800 hover:border-white/20"
            >
              <span className="relative block">
                <ArtImage
                  image={event.image}
                  alt=""
                  sizes="16rem"
                  className="aspect-video w-full object-cover"
                />
                <span className="absolute top-2 left-2 rounded-lg bg-black/75 px-2 py-1 text-xs font-bold">
                  {eventDayLabel(event, locale)}
                </span>
              </span>
              <span className="block p-3">
                <span className="block font-semibold">{event.title}</span>
                <span className="mt-1 flex items-center gap-1 truncate text-xs text-stage-300">
                  <MapPin aria-hidden className="size-3.5 shrink-0" />
                  {event.location}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return <Section title={t('home.upcomingEvents')}>{body}</Section>;
}
