import type { FastifyInstance } from 'fastify';
import { tickets } from '../../src/db/schema/commerce';
import { ticketCodes } from '../../src/lib/ticket-code';

/** A paid, unused ticket for `eventId` held by `userId`, made straight in the database. */
export async function newTicket(app: FastifyInstance, eventId: string, userId: string) {
  const [row] = await app.db
    .insert(tickets)
    .values({ eventId, userId, quantity: 1, status: 'paid' })
    .returning({ id: tickets.id });
  return row!.id;
}

/** A fresh ticket's door code, as its holder's app shows it (valid for the next month). */
export async function newTicketCode(app: FastifyInstance, eventId: string, userId: string) {
  const id = await newTicket(app, eventId, userId);
  return ticketCodes(app.appSecret, () => new Date()).mint(
    id,
    userId,
    new Date(Date.now() + 30 * 86_400_000),
  );
}
