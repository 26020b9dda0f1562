import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema/commerce';
import { events } from '../../db/schema/events';
import { isUuid } from '../../lib/ids';

const eventColumns = {
  id: events.id,
  title: events.title,
  eventDate: events.eventDate,
  endDate: events.endDate,
  timeZone: events.timeZone,
  isVipOnly: events.isVipOnly,
};

/** The door's reads and its one write: letting a ticket in, once, with who and which door. */
export function doorRepository(db: Db) {
  return {
    /** Events not over for more than `since`, with tickets sold (paid) and let in so far. */
    async events(since: Date) {
      return db
        .select({
          ...eventColumns,
          sold: count(tickets.id),
          admitted: sql<number>`count(${tickets.usedAt})::int`,
        })
        .from(events)
        .leftJoin(tickets, and(eq(tickets.eventId, events.id), eq(tickets.status, 'paid')))
        .where(gt(sql`coalesce(${events.endDate}, ${events.eventDate})`, since))
        .groupBy(events.id)
        .orderBy(asc(events.eventDate))
        .limit(50);
    },
    async event(eventId: string) {
      const [row] = await db.select(eventColumns).from(events).where(eq(events.id, eventId));
      return row;
    },
    /** The event's paid and refunded tickets, for the offline list. */
    async eventTickets(eventId: string) {
      return db
        .select({
          id: tickets.id,
          userId: tickets.userId,
          status: tickets.status,
          usedAt: tickets.usedAt,
          door: tickets.door,
        })
        .from(tickets)
        .where(and(eq(tickets.eventId, eventId), inArray(tickets.status, ['paid', 'refunded'])));
    },
    async ticket(ticketId: string) {
      if (!isUuid(ticketId)) return undefined;
      const [row] = await db
        .select({
          id: tickets.id,
          userId: tickets.userId,
          status: tickets.status,
          usedAt: tickets.usedAt,
          door: tickets.door,
          admittedBy: tickets.admittedBy,
          eventId: tickets.eventId,
          eventTitle: events.title,
          eventDate: events.eventDate,
          endDate: events.endDate,
        })
        .from(tickets)
        .innerJoin(events, eq(events.id, tickets.eventId))
        .where(eq(tickets.id, ticketId));
      return row;
    },
    /**
     * Lets the ticket in if it is still paid, unused and held by `holderId`: the condition is the
     * lock, so two doors scanning at once admit it once. False when another scan won.
     */
    async admit(ticketId: string, holderId: string, at: Date, by: string, door: string) {
      const rows = await db
        .update(tickets)
        .set({ usedAt: at, admittedBy: by, door })
        .where(
          and(
            eq(tickets.id, ticketId),
            eq(tickets.userId, holderId),
            eq(tickets.status, 'paid'),
            isNull(tickets.usedAt),
          ),
        )
        .returning({ id: tickets.id });
      return rows.length === 1;
    },
  };
}
export type DoorRepository = ReturnType<typeof doorRepository>;
