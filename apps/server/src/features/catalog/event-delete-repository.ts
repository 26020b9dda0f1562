import { and, eq } from 'drizzle-orm';
import { events } from '../../db/schema/events';
import { tickets } from '../../db/schema/commerce';
import type { AuditTx } from '../../lib/audit';
import { isForeignKeyViolation } from '../../lib/unique-violation';
import { HttpError } from '../../plugins/errors';

export const EVENT_HAS_TICKETS =
  "This event has tickets sold or being paid for, so it can't be deleted: its buyers' tickets and orders must stay on record. You can still edit it.";

/**
 * Deletes an event inside the caller's transaction. Holds that expired unpaid (status cancelled)
 * were never a sale and go with it; any other ticket (paid, refunded, or a hold whose payment
 * page is still open) keeps the event: tickets.event_id is ON DELETE RESTRICT (migration 0014),
 * so the database refuses, even for a ticket bought a moment ago, and that refusal becomes a 409.
 */
export async function deleteEventUnlessTicketed(tx: AuditTx, eventId: string) {
  await tx
    .delete(tickets)
    .where(and(eq(tickets.eventId, eventId), eq(tickets.status, 'cancelled')));
  try {
    return await tx
      .delete(events)
      .where(eq(events.id, eventId))
      .returning({ id: events.id, title: events.title });
  } catch (error) {
    if (isForeignKeyViolation(error, 'tickets_event_id_events_id_fk'))
      throw new HttpError(409, EVENT_HAS_TICKETS);
    throw error;
  }
}
