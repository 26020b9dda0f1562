import type { FastifyInstance } from 'fastify';
import { events } from '../../src/db/schema/events';
import { presaleCodes } from '../../src/db/schema/presale';

/** An event going on sale tomorrow, so its VIP presale is open now: presale codes need one. */
export async function newOnSaleEvent(app: FastifyInstance) {
  const [row] = await app.db
    .insert(events)
    .values({
      title: 'Presale show',
      eventDate: new Date(Date.now() + 30 * 86_400_000),
      onSaleAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: events.id });
  return row!.id;
}

/** A shared presale code for a fresh event, made straight in the database. */
export async function newSharedPresaleCode(app: FastifyInstance) {
  const eventId = await newOnSaleEvent(app);
  const [row] = await app.db
    .insert(presaleCodes)
    .values({
      eventId,
      code: `SHARED-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      maxUses: 3,
    })
    .returning({ id: presaleCodes.id });
  return { eventId, codeId: row!.id };
}
