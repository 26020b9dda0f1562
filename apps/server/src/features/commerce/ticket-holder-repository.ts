import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { tickets } from '../../db/schema/commerce';
import { events } from '../../db/schema/events';
import { profiles } from '../../db/schema/profiles';
import { isUuid } from '../../lib/ids';

/** Who holds a ticket and what happens to it after the sale: transfers and the door check. */
export function ticketHolderRepository(db: Db) {
  /** Only a paid, unused ticket still held by `holderId` may change; the condition is the lock. */
  const stillHeld = (ticketId: string, holderId: string) =>
    and(
      eq(tickets.id, ticketId),
      eq(tickets.userId, holderId),
      eq(tickets.status, 'paid'),
      isNull(tickets.usedAt),
    );

  return {
    async ticket(ticketId: string) {
      if (!isUuid(ticketId)) return undefined;
      const [row] = await db
        .select({
          id: tickets.id,
          userId: tickets.userId,
          status: tickets.status,
          usedAt: tickets.usedAt,
          eventTitle: events.title,
          eventDate: events.eventDate,
          endDate: events.endDate,
          isVipOnly: events.isVipOnly,
        })
        .from(tickets)
        .innerJoin(events, eq(events.id, tickets.eventId))
        .where(eq(tickets.id, ticketId));
      return row;
    },
    /** The member who signs in with this address (case-insensitive), with the tier the rules need. */
    async memberByEmail(email: string) {
      const [row] = await db
        .select({
          userId: users.id,
          email: users.email,
          role: profiles.role,
          subscriptionTier: profiles.subscriptionTier,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return row;
    },
    /** Moves the ticket; false if it was used, refunded or moved meanwhile. */
    async transfer(ticketId: string, fromId: string, toId: string): Promise<boolean> {
      const rows = await db
        .update(tickets)
        .set({ userId: toId })
        .where(stillHeld(ticketId, fromId))
        .returning({ id: tickets.id });
      return rows.length === 1;
    },
    /** Lets the ticket in once; null if it was already used (or changed hands) meanwhile. */
    async admit(ticketId: string, holderId: string, at: Date): Promise<Date | null> {
      const [row] = await db
        .update(tickets)
        .set({ usedAt: at })
        .where(stillHeld(ticketId, holderId))
        .returning({ usedAt: tickets.usedAt });
      return row?.usedAt ?? null;
    },
  };
}
export type TicketHolderRepository = ReturnType<typeof ticketHolderRepository>;
