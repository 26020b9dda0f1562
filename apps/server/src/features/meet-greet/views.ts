import type { AdminMeetGreet, MeetGreetSettings } from '@fanclub/shared/schemas/meet-greet';
import { meetGreetNotPickedTitle, meetGreetWonTitle } from '@fanclub/shared/schemas/meet-greet';
import type { InboxDeliverJob } from '../../lib/inbox-delivery';
import type { MeetGreetRepository } from './repository';

type Row = NonNullable<Awaited<ReturnType<MeetGreetRepository['meetGreet']>>>;
type Result = Awaited<ReturnType<MeetGreetRepository['results']>>[number];

export const settingsView = (mg: Row): MeetGreetSettings => ({
  places: mg.places,
  opensAt: mg.opensAt.toISOString(),
  closesAt: mg.closesAt.toISOString(),
  giveBackUntil: mg.giveBackUntil.toISOString(),
  drawn: mg.drawnAt !== null,
});

const outcome = (r: Result) => (r.givenBackAt ? 'given_back' : r.wonAt ? 'won' : 'waiting');

/** What staff see: the settings, how many entered, and the draw's order by public name. */
export async function adminView(
  repo: MeetGreetRepository,
  eventId: string,
): Promise<AdminMeetGreet> {
  const mg = await repo.meetGreet(eventId);
  if (!mg) return { meetGreet: null, entries: 0, draw: null };
  const [entries, results] = await Promise.all([
    repo.entryCount(eventId),
    mg.drawnAt ? repo.results(eventId) : Promise.resolve([]),
  ]);
  return {
    meetGreet: settingsView(mg),
    entries,
    draw:
      mg.drawnAt && mg.seed
        ? {
            drawnAt: mg.drawnAt.toISOString(),
            seed: mg.seed,
            order: results.map((r) => ({
              rank: r.rank ?? 0,
              name: r.name,
              outcome: outcome(r),
              used: r.usedAt !== null,
            })),
          }
        : null,
  };
}

/**
 * The draw's news as inbox items: everyone who holds or held a place hears they won (a place
 * handed on later is news to its new holder), everyone else is told kindly. The group keys make
 * each item once per member, however often this runs.
 */
export function resultItems(
  eventId: string,
  title: string,
  results: Result[],
): InboxDeliverJob['items'] {
  return results.map((r) =>
    r.wonAt
      ? {
          userId: r.userId,
          kind: 'meet_greet' as const,
          groupKey: `meet-greet:${eventId}:won`,
          title: meetGreetWonTitle(title),
          body: 'Your pass is with your tickets.',
          url: '/tickets',
        }
      : {
          userId: r.userId,
          kind: 'meet_greet' as const,
          groupKey: `meet-greet:${eventId}:drawn`,
          title: meetGreetNotPickedTitle(title),
          body: title,
          url: `/event/${eventId}`,
        },
  );
}
