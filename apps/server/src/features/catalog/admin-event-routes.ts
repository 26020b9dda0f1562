import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateEventBody, UpdateEventBody } from '@fanclub/shared/schemas/admin';
import { ImageAsset } from '@fanclub/shared/media';
import { HttpError } from '../../plugins/errors';
import { member } from '../../lib/access';
import type { CatalogAdminRepository } from './admin-repository';

const Id = z.object({ id: z.uuid('That is not an event id.') });
const AdminEvent = z.object({
  id: z.string(),
  title: z.string(),
  eventDate: z.string(),
  location: z.string(),
  venue: z.string(),
  timeZone: z.string(),
  description: z.string(),
  isVipOnly: z.boolean(),
  ticketPriceCents: z.number(),
  capacity: z.number().nullable(),
  ticketsPerMember: z.number().nullable(),
  onSaleAt: z.string().nullable(),
  publicAt: z.string().nullable(),
  ticketsSold: z.number(),
  image: ImageAsset.nullable(),
});

function toValues(body: z.infer<typeof UpdateEventBody>) {
  return {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.eventDate !== undefined ? { eventDate: new Date(body.eventDate) } : {}),
    ...(body.location !== undefined ? { location: body.location } : {}),
    ...(body.venue !== undefined ? { venue: body.venue } : {}),
    ...(body.timeZone !== undefined ? { timeZone: body.timeZone } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.isVipOnly !== undefined ? { isVipOnly: body.isVipOnly } : {}),
    ...(body.ticketPriceCents !== undefined ? { ticketPriceCents: body.ticketPriceCents } : {}),
    ...(body.capacity !== undefined ? { capacity: body.capacity } : {}),
    ...(body.ticketsPerMember !== undefined ? { ticketsPerMember: body.ticketsPerMember } : {}),
    ...(body.onSaleAt !== undefined
      ? { onSaleAt: body.onSaleAt ? new Date(body.onSaleAt) : null }
      : {}),
  };
}

/** Events from /admin (manageEvents: artist and admin): create, list with ticket sales, edit, delete. */
export const adminEventRoutes: FastifyPluginAsyncZod<{ repo: CatalogAdminRepository }> = async (
  app,
  { repo },
) => {
  const list = async () => {
    const rows = await repo.eventsWithSales();
    return rows.map(({ event: e, sold }) => ({
      id: e.id,
      title: e.title,
      eventDate: e.eventDate.toISOString(),
      location: e.location,
      venue: e.venue,
      timeZone: e.timeZone,
      description: e.description,
      isVipOnly: e.isVipOnly,
      ticketPriceCents: e.ticketPriceCents,
      capacity: e.capacity,
      ticketsPerMember: e.ticketsPerMember,
      onSaleAt: e.onSaleAt?.toISOString() ?? null,
      publicAt: e.publicAt?.toISOString() ?? null,
      ticketsSold: sold,
      image: e.image,
    }));
  };

  app.get(
    '/api/admin/events',
    { config: { access: 'manageEvents' }, schema: { response: { 200: z.array(AdminEvent) } } },
    async () => list(),
  );

  app.post(
    '/api/admin/events',
    {
      config: { access: 'manageEvents' },
      schema: { body: CreateEventBody, response: { 201: z.object({ id: z.string() }) } },
    },
    async (req, reply) => {
      const viewer = member(req);
      const values = toValues(req.body);
      const hours = req.body.membersFirstHours ?? 0;
      const publicAt = hours > 0 ? new Date(Date.now() + hours * 3_600_000) : null;
      const id = await repo.createEvent(viewer.userId, {
        title: req.body.title,
        eventDate: new Date(req.body.eventDate),
        ...values,
        // Without a venue name the spec copies the location into venue (placeLines says it once).
        venue: req.body.venue || (req.body.location ?? ''),
        publicAt,
      });
      // Committed: the inbox tells Fan+ and VIP members now and everyone else at publicAt
      // (notifications listens).
      // A configured translation provider fills the other languages (issue 34).
      void app.domainEvents.emit('content.saved', { kind: 'event', itemId: id });
      void app.domainEvents.emit('event.announced', {
        eventId: id,
        title: req.body.title,
        publicAt: publicAt?.toISOString() ?? null,
      });
      return reply.status(201).send({ id });
    },
  );

  app.patch(
    '/api/admin/events/:id',
    {
      config: { access: 'manageEvents' },
      schema: {
        params: Id,
        body: UpdateEventBody,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => {
      const viewer = member(req);
      const values = toValues(req.body);
      if (Object.keys(values).length === 0) throw new HttpError(400, 'Nothing to change.');
      const row = await repo.updateEvent(
        viewer.userId,
        req.params.id,
        values,
        Object.keys(req.body),
      );
      if (!row) throw new HttpError(404, 'Event not found');
      if (values.title !== undefined || values.description !== undefined)
        // A configured translation provider fills the other languages (issue 34).
        void app.domainEvents.emit('content.saved', { kind: 'event', itemId: row.id });
      return { id: row.id };
    },
  );

  app.delete(
    '/api/admin/events/:id',
    { config: { access: 'manageEvents' }, schema: { params: Id } },
    async (req, reply) => {
      const viewer = member(req);
      // Refused (409) while the event has tickets: docs/deleting-records.md.
      const row = await repo.deleteEvent(viewer.userId, req.params.id);
      if (!row) throw new HttpError(404, 'Event not found');
      return reply.status(204).send();
    },
  );
};
