// What the Admin & Artist Tools write to the catalogue (events, posts, their cover images), each
// change with its audit entry in the same transaction.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ImageAsset } from '@fanclub/shared/media';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema/content';
import { tickets } from '../../db/schema/commerce';
import { events } from '../../db/schema/events';
import { ticketsSold } from '../../db/tickets-sold';
import { auditedRow } from '../../lib/audit';
import { deleteEventUnlessTicketed } from './event-delete-repository';

export type EventValues = Partial<typeof events.$inferInsert>;
export type PostValues = Partial<typeof posts.$inferInsert>;

export function catalogAdminRepository(db: Db) {
  return {
    /** Every event by date, with the tickets paid for. */
    eventsWithSales: () =>
      db
        .select({ event: events, sold: ticketsSold(['paid']) })
        .from(events)
        .leftJoin(tickets, eq(tickets.eventId, events.id))
        .groupBy(events.id)
        .orderBy(events.eventDate),

    async createEvent(actorId: string, values: typeof events.$inferInsert) {
      const made = await auditedRow(
        db,
        (tx) => tx.insert(events).values(values).returning({ id: events.id }),
        ({ id }) => ({
          actorId,
          action: 'event.created',
          targetType: 'event',
          targetId: id,
          details: { title: values.title },
        }),
      );
      return made!.id;
    },

    /** The changed event, or undefined when there is none with this id. `fields`: what the admin sent. */
    updateEvent: (actorId: string, id: string, values: EventValues, fields: string[]) =>
      auditedRow(
        db,
        (tx) =>
          tx
            .update(events)
            .set(values)
            .where(eq(events.id, id))
            .returning({ id: events.id, title: events.title }),
        (changed) => ({
          actorId,
          action: 'event.updated',
          targetType: 'event',
          targetId: changed.id,
          details: { title: changed.title, fields },
        }),
      ),

    /** The deleted event, or undefined; refused (409) while it has tickets: docs/deleting-records.md. */
    deleteEvent: (actorId: string, id: string) =>
      auditedRow(
        db,
        (tx) => deleteEventUnlessTicketed(tx, id),
        (gone) => ({
          actorId,
          action: 'event.deleted',
          targetType: 'event',
          targetId: gone.id,
          details: { title: gone.title },
        }),
      ),

    eventExists: async (id: string) =>
      (await db.select({ id: events.id }).from(events).where(eq(events.id, id))).length > 0,

    /** False when the event is gone (deleted while the upload ran). */
    setEventImage: async (actorId: string, id: string, image: ImageAsset) =>
      (await auditedRow(
        db,
        (tx) =>
          tx.update(events).set({ image }).where(eq(events.id, id)).returning({ id: events.id }),
        () => ({
          actorId,
          action: 'event.image_changed',
          targetType: 'event',
          targetId: id,
          details: { url: image.url },
        }),
      )) !== undefined,

    posts: () =>
      db
        .select()
        .from(posts)
        .where(and(eq(posts.kind, 'artist'), isNull(posts.deletedAt)))
        .orderBy(desc(posts.createdAt)),

    async createPost(actorId: string, values: typeof posts.$inferInsert) {
      const made = await auditedRow(
        db,
        (tx) => tx.insert(posts).values(values).returning({ id: posts.id }),
        ({ id }) => ({
          actorId,
          action: 'content.created',
          targetType: 'content',
          targetId: id,
          details: { title: values.title, visibility: values.requiredTier },
        }),
      );
      return made!.id;
    },

    /** The changed post, or undefined when there is none with this id. `fields`: what the author sent. */
    updatePost: (actorId: string, id: string, values: PostValues, fields: string[]) =>
      auditedRow(
        db,
        (tx) =>
          tx
            .update(posts)
            .set(values)
            .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
            .returning({ id: posts.id, title: posts.title }),
        (changed) => ({
          actorId,
          action: 'content.updated',
          targetType: 'content',
          targetId: changed.id,
          details: { title: changed.title, fields },
        }),
      ),

    /** Soft delete: the post leaves the feed and the admin list, its comments stay (and answer 410). */
    deletePost: (actorId: string, id: string) =>
      auditedRow(
        db,
        (tx) =>
          tx
            .update(posts)
            .set({ deletedAt: new Date() })
            .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
            .returning({ id: posts.id, title: posts.title }),
        (gone) => ({
          actorId,
          action: 'content.deleted',
          targetType: 'content',
          targetId: gone.id,
          details: { title: gone.title },
        }),
      ),

    postExists: async (id: string) =>
      (
        await db
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
      ).length > 0,

    /** False when the post is gone (deleted while the upload ran). */
    setPostImage: async (actorId: string, id: string, image: ImageAsset) =>
      (await auditedRow(
        db,
        (tx) =>
          tx
            .update(posts)
            .set({ image })
            .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
            .returning({ id: posts.id }),
        () => ({
          actorId,
          action: 'content.image_changed',
          targetType: 'content',
          targetId: id,
          details: { url: image.url },
        }),
      )) !== undefined,
  };
}
export type CatalogAdminRepository = ReturnType<typeof catalogAdminRepository>;
