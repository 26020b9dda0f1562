import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, tickets } from '../../db/schema/commerce';
import { events } from '../../db/schema/events';
import { ticketsSold } from '../../db/tickets-sold';
import type { NewOrder, NewOrderItem, Settlement, Tx } from './repository';
import { orderWrites } from './repository';
import { isUuid } from '../../lib/ids';
import type { PresaleClaim, PresaleRefusal } from './presale-repository';
import { presaleRefusal, recordPresaleUse } from './presale-repository';

/** Seats held by an open payment page count as sold until it expires. */
async function sold(db: Db | Tx, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: ticketsSold(['paid', 'pending']) })
    .from(tickets)
    .where(eq(tickets.eventId, eventId));
  return row?.n ?? 0;
}

/**
 * Tickets `buyerId` has bought for the event and still holds or is paying for, across all their
 * orders: counted by the orders' buyer, so tickets passed on to a friend still count.
 */
async function boughtBy(db: Db | Tx, eventId: string, buyerId: string): Promise<number> {
  const [row] = await db
    .select({ n: ticketsSold(['paid', 'pending']) })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(and(eq(tickets.eventId, eventId), eq(orders.userId, buyerId)));
  return row?.n ?? 0;
}

/** An event's seat limits and what is taken: `bought` is 0 when the event has no per-member cap. */
export interface SeatsNow {
  capacity: number | null;
  /** The most tickets one member may buy for the event; null: no cap. */
  cap: number | null;
  sold: number;
  bought: number;
  /** Why the presale code presented cannot be used (null: none presented, or it may be). */
  presale: PresaleRefusal | null;
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
    boughtBy: (eventId: string, buyerId: string) => boughtBy(db, eventId, buyerId),
    /**
     * Capacity and the member's cap are checked and the sale recorded while holding the event
     * row's lock, so two buyers can never both take the last seats, nor one member's two tabs
     * both stay under their cap. `check` sees the event's limits as locked, the seats already
     * sold, (when the event caps them) those this buyer has bought and whether their presale code
     * may be used, and may throw to roll everything back.
     */
    sellTickets(
      eventId: string,
      check: (seats: SeatsNow) => void,
      sale: {
        order: NewOrder;
        item: NewOrderItem;
        userId: string;
        quantity: number;
        settlement: Settlement;
        /** The presale code the buyer presented, used once under the same lock. */
        presale?: PresaleClaim;
      },
    ) {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ capacity: events.capacity, cap: events.ticketsPerMember })
          .from(events)
          .where(eq(events.id, eventId))
          .for('update');
        if (!locked) throw new Error('event vanished during checkout');
        check({
          ...locked,
          sold: await sold(tx, eventId),
          bought: locked.cap === null ? 0 : await boughtBy(tx, eventId, sale.userId),
          presale: sale.presale ? await presaleRefusal(tx, sale.presale, sale.userId) : null,
        });
        const orderId = await orderWrites(tx).insertOrder(sale.order, [sale.item], sale.settlement);
        if (sale.presale) await recordPresaleUse(tx, sale.presale, sale.userId, orderId);
        // One row per admission: each seat gets its own QR code, transfer and door check.
        const rows = await tx
          .insert(tickets)
          .values(
            Array.from({ length: sale.quantity }, () => ({
              eventId,
              userId: sale.userId,
              orderId,
              quantity: 1,
              status: sale.settlement.status,
            })),
          )
          .returning({ id: tickets.id });
        // In id order, as ticketsOfOrder reads them back for a retried purchase.
        const ticketIds = rows.map((r) => r.id).sort();
        const [first] = ticketIds;
        if (!first) throw new Error('ticket insert returned nothing');
        return { orderId, ticketId: first, ticketIds };
      });
    },
    /** The order's tickets, oldest first (the order they were sold in). */
    async ticketsOfOrder(orderId: string): Promise<string[]> {
      const rows = await db
        .select({ id: tickets.id })
        .from(tickets)
        .where(eq(tickets.orderId, orderId))
        .orderBy(asc(tickets.createdAt), asc(tickets.id));
      return rows.map((r) => r.id);
    },
    memberTickets(userId: string) {
      return db
        .select({ ticket: tickets, event: events })
        .from(tickets)
        .innerJoin(events, eq(events.id, tickets.eventId))
        .where(and(eq(tickets.userId, userId), inArray(tickets.status, ['paid', 'refunded'])))
        .orderBy(desc(tickets.createdAt), asc(tickets.id));
    },
  };
}
export type TicketRepository = ReturnType<typeof ticketRepository>;
