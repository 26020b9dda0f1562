import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema/commerce';
import { events } from '../../db/schema/events';
import { ticketsSold } from '../../db/tickets-sold';
import type { NewOrder, NewOrderItem, Settlement, Tx } from './repository';
import { orderWrites } from './repository';
import { isUuid } from '../../lib/ids';

/** Seats held by an open payment page count as sold until it expires. */
async function sold(db: Db | Tx, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: ticketsSold(['paid', 'pending']) })
    .from(tickets)
    .where(eq(tickets.eventId, eventId));
  return row?.n ?? 0;
}

export function ticketRepository(db: Db) {
  return {
    /** Events are addressed by uuid or slug, like the catalogue's event pages. */
    async event(key: string) {
      const where = isUuid(key)
        ? or(eq(events.id, key), eq(events.slug, key))
        : eq(events.slug, key);
      const [row] = await db.select().from(events).where(where);
      return row;
    },
    ticketsSold: (eventId: string) => sold(db, eventId),
    /**
     * Capacity is checked and the sale recorded while holding the event row's lock, so two
     * buyers can never both take the last seats. `check` sees the seats already sold and may
     * throw to roll everything back.
     */
    sellTickets(
      eventId: string,
      check: (capacity: number | null, soldSoFar: number) => void,
      sale: {
        order: NewOrder;
        item: NewOrderItem;
        userId: string;
        quantity: number;
        settlement: Settlement;
      },
    ) {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ capacity: events.capacity })
          .from(events)
          .where(eq(events.id, eventId))
          .for('update');
        if (!locked) throw new Error('event vanished during checkout');
        check(locked.capacity, await sold(tx, eventId));
        const orderId = await orderWrites(tx).insertOrder(sale.order, [sale.item], sale.settlement);
        const [ticket] = await tx
          .insert(tickets)
          .values({
            eventId,
            userId: sale.userId,
            orderId,
            quantity: sale.quantity,
            status: sale.settlement.status,
          })
          .returning({ id: tickets.id });
        if (!ticket) throw new Error('ticket insert returned nothing');
        return { orderId, ticketId: ticket.id };
      });
    },
    async ticketOfOrder(orderId: string) {
      const [row] = await db
        .select({ id: tickets.id, quantity: tickets.quantity })
        .from(tickets)
        .where(eq(tickets.orderId, orderId));
      return row;
    },
    memberTickets(userId: string) {
      return db
        .select({ ticket: tickets, event: events })
        .from(tickets)
        .innerJoin(events, eq(events.id, tickets.eventId))
        .where(and(eq(tickets.userId, userId), inArray(tickets.status, ['paid', 'refunded'])))
        .orderBy(desc(tickets.createdAt));
    },
  };
}
export type TicketRepository = ReturnType<typeof ticketRepository>;
