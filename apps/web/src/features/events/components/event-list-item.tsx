import { Link } from 'react-router';
import { ChevronRight, MapPin } from 'lucide-react';
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import { placeLines } from '@fanclub/shared/format';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';
import { paths } from '../../../app/paths';
import { dateBadge } from '../event-dates';
import { festivalPage } from '../festival-pages';
import { MembersFirstBadge } from './members-first-badge';
import { VipBadge } from './vip-badge';

/** One row of the events list; festivals get a second link to their own page beside the main one. */
export function EventListItem({ event, past = false }: { event: ClubEvent; past?: boolean }) {
  const t = useT();
  const format = useFormat();
  const badge = dateBadge(event, format.locale);
  const festival = festivalPage(event.slug);
  return (
    <li className="rounded-2xl border border-white/5 bg-stage-800">
      <Link
        to={paths.event(event.id)}
        className="flex items-center gap-4 rounded-2xl p-4 hover:bg-stage-700"
      >
        <div
          aria-hidden
          className={`grid w-14 shrink-0 place-items-center rounded-xl py-2 ${past ? 'bg-stage-700' : 'bg-accent-soft'}`}
        >
          <span className={`text-xs font-bold ${past ? 'text-stage-300' : 'text-accent'}`}>
            {badge.month}
          </span>
          <span className="font-display text-2xl leading-none font-bold">{badge.day}</span>
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold wrap-anywhere">{event.title}</h3>
            {event.isVipOnly && <VipBadge />}
            <MembersFirstBadge publicAt={event.publicAt} />
          </div>
          {placeLines(event.venue, event.location).length === 2 && (
            <p className="wrap-anywhere text-sm text-stage-300">{event.venue}</p>
          )}
          <p className="flex items-center gap-1 wrap-anywhere text-sm text-stage-400">
            <MapPin aria-hidden className="size-3.5 shrink-0" />
            {event.location}
          </p>
          {!past && (
            <p className="mt-1 text-sm font-semibold">{format.price(event.ticketPriceCents)}</p>
          )}
        </div>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-stage-400" />
      </Link>
      {festival && (
        <Link
          to={festival}
          className="flex min-h-11 items-center justify-center border-t border-white/5 text-sm font-medium text-accent hover:text-accent-strong"
        >
          {t('events.festivalPage', { title: event.title })}
        </Link>
      )}
    </li>
  );
}
