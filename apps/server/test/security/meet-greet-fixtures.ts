import type { FastifyInstance } from 'fastify';
import { events } from '../../src/db/schema/events';
import { meetGreetDraws, meetGreetEntries, meetGreets } from '../../src/db/schema/meet-greet';
import { passCodes } from '../../src/features/meet-greet/pass-code';

const HOUR = 3_600_000;

/** A fresh event with a meet & greet whose entry window is open now, made straight in the database. */
export async function newMeetGreet(app: FastifyInstance) {
  const eventDate = new Date(Date.now() + 30 * 24 * HOUR);
  const [event] = await app.db
    .insert(events)
    .values({ title: 'Matrix Meet', eventDate })
    .returning({ id: events.id });
  await app.db.insert(meetGreets).values({
    eventId: event!.id,
    places: 1,
    opensAt: new Date(Date.now() - HOUR),
    closesAt: new Date(Date.now() + HOUR),
    giveBackUntil: new Date(eventDate.getTime() - HOUR),
  });
  return event!.id;
}

/** A drawn meet & greet that `userId` won: its event id and the entry (the pass). */
export async function wonMeetGreet(app: FastifyInstance, userId: string) {
  const eventId = await newMeetGreet(app);
  await app.db.insert(meetGreetDraws).values({ eventId, seed: '00'.repeat(32), places: 1 });
  const [entry] = await app.db
    .insert(meetGreetEntries)
    .values({ eventId, userId, drawRank: 1, wonAt: new Date() })
    .returning({ id: meetGreetEntries.id });
  return { eventId, entryId: entry!.id };
}

/** A winner's pass code, as their /tickets shows it. */
export async function newPassCode(app: FastifyInstance, userId: string) {
  const { entryId } = await wonMeetGreet(app, userId);
  return passCodes(app.appSecret, () => new Date()).mint(
    entryId,
    userId,
    new Date(Date.now() + 30 * 24 * HOUR),
  );
}
