import { useQuery } from '@tanstack/react-query';
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import { Screen, Section } from '../../../components/ui/screen';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { catalogQueries } from '../../../lib/catalog/catalog-queries';
import type { EventsWhen } from '../../../lib/catalog/catalog-queries';
import { useT } from '../../../lib/i18n/i18n-context';
import { EventListItem } from '../components/event-list-item';

function EventList({ when, empty }: { when: Exclude<EventsWhen, 'all'>; empty: string }) {
  const t = useT();
  const query = useQuery(catalogQueries.events(when));
  if (query.isPending)
    return (
      <Spinner
        label={t(when === 'past' ? 'events.loadingPast' : 'events.loadingUpcoming')}
        className="py-6"
      />
    );
  if (query.isError) {
    return (
      <div role="alert" className="rounded-2xl bg-stage-800 p-4 text-sm text-stage-300">
        <p>{t('events.loadFailed')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          {t('events.tryAgain')}
        </Button>
      </div>
    );
  }
  const events: ClubEvent[] = query.data;
  if (events.length === 0)
    return <p className="rounded-2xl bg-stage-800 p-4 text-sm text-stage-300">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {events.map((event) => (
        <EventListItem key={event.id} event={event} past={when === 'past'} />
      ))}
    </ul>
  );
}

export function EventsScreen() {
  const t = useT();
  return (
    <Screen title={t('events.title')} className="pb-6">
      <p className="-mt-2 text-sm text-stage-300">{t('events.intro')}</p>
      <Section title={t('events.upcoming')}>
        <EventList when="upcoming" empty={t('events.noUpcoming')} />
      </Section>
      <Section title={t('events.past')}>
        <EventList when="past" empty={t('events.noPast')} />
      </Section>
    </Screen>
  );
}
