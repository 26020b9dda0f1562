import { useQuery } from '@tanstack/react-query';
import type { ClubEvent } from '@fanclub/shared/schemas/catalog';
import { Screen, Section } from '../../../components/ui/screen';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { catalogQueries } from '../../../lib/catalog/catalog-queries';
import type { EventsWhen } from '../../../lib/catalog/catalog-queries';
import { EventListItem } from '../components/event-list-item';

function EventList({ when, empty }: { when: Exclude<EventsWhen, 'all'>; empty: string }) {
  const query = useQuery(catalogQueries.events(when));
  if (query.isPending) return <Spinner label={`Loading ${when} events`} className="py-6" />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-2xl bg-stage-800 p-4 text-sm text-stage-300">
        <p>We couldn&apos;t load these events.</p>
        <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          Try again
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
  return (
    <Screen title="Events" className="pb-6">
      <p className="-mt-2 text-sm text-stage-300">Shows, festivals and listening parties.</p>
      <Section title="Upcoming Events">
        <EventList when="upcoming" empty="No upcoming events yet. Check back soon." />
      </Section>
      <Section title="Past Events">
        <EventList when="past" empty="No past events." />
      </Section>
    </Screen>
  );
}
