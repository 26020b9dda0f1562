import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Feature } from '@fanclub/shared/permissions';
import { AVATAR_MAX_BYTES } from '@fanclub/shared/limits';
import { ImageAsset } from '@fanclub/shared/media';
import { events } from '../../db/schema/events';
import { exclusiveContent } from '../../db/schema/content';
import { HttpError } from '../../plugins/errors';
import type { AuditRecord, AuditTx } from '../../lib/audit';
import { audited } from '../../lib/audit';
import { requireFeature } from '../../lib/guards';
import { readUploadedFile, toCleanWebp } from '../../lib/image-upload';

// Cards and the event page show these at most ~800 CSS px wide; 1600 covers 2x screens.
const MAX_EDGE = 1600;

const EventId = z.object({ id: z.uuid('That is not an event id.') });
const PostId = z.object({ id: z.uuid('That is not a post id.') });
const Uploaded = z.object({ image: ImageAsset });

/**
 * Cover images for events and posts (instead of the generated placeholder). The image is stored
 * under the entity's own id and written to its row here, so the create/update endpoints never
 * take an image URL from the client: no way to point a card at an arbitrary address.
 */
export const adminImageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Same limit as avatars, so the same "smaller than 5MB" message holds.
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });

  interface Target {
    feature: Feature;
    /** Storage key of the image: one file per event or post, replaced by the next upload. */
    key: string;
    notFound: string;
    exists: () => Promise<boolean>;
    /** Writes the image to the row (in `tx`, with its audit entry); false when the row is gone. */
    save: (tx: AuditTx, image: ImageAsset) => Promise<boolean>;
    audit: Pick<AuditRecord, 'action' | 'targetType' | 'targetId'>;
  }

  async function store(req: FastifyRequest, target: Target): Promise<ImageAsset> {
    const viewer = requireFeature(req, target.feature);
    const data = await readUploadedFile(req);
    if (!(await target.exists())) throw new HttpError(404, target.notFound);
    const webp = await toCleanWebp(data, { width: MAX_EDGE, height: MAX_EDGE, fit: 'inside' });
    let url: string;
    try {
      url = await app.storage.put(target.key, webp.data, 'image/webp');
    } catch (error) {
      req.log.error({ err: error }, 'admin image upload failed');
      throw new HttpError(503, 'Failed to upload image. Please try again.');
    }
    const image: ImageAsset = { url, width: webp.width, height: webp.height, sources: [] };
    // Deleted while the upload ran: the row is gone, so nothing shows the stored file.
    const saved = await audited(
      app.db,
      (tx) => target.save(tx, image),
      (ok) => (ok ? { ...target.audit, actorId: viewer.userId, details: { url } } : null),
    );
    if (!saved) throw new HttpError(404, target.notFound);
    return image;
  }

  app.post(
    '/api/admin/events/:id/image',
    {
      config: { access: 'manageEvents' },
      schema: { params: EventId, response: { 200: Uploaded } },
    },
    async (req) => {
      const id = req.params.id;
      const where = eq(events.id, id);
      const image = await store(req, {
        feature: 'manageEvents',
        key: `event-images/${id}.webp`,
        notFound: 'Event not found',
        audit: { action: 'event.image_changed', targetType: 'event', targetId: id },
        exists: async () =>
          (await app.db.select({ id: events.id }).from(events).where(where)).length > 0,
        save: async (tx, value) =>
          (await tx.update(events).set({ image: value }).where(where).returning({ id: events.id }))
            .length > 0,
      });
      return { image };
    },
  );

  app.post(
    '/api/admin/content/:id/image',
    {
      config: { access: 'postContent' },
      schema: { params: PostId, response: { 200: Uploaded } },
    },
    async (req) => {
      const id = req.params.id;
      const where = eq(exclusiveContent.id, id);
      const image = await store(req, {
        feature: 'postContent',
        key: `post-images/${id}.webp`,
        notFound: 'Post not found',
        audit: { action: 'content.image_changed', targetType: 'content', targetId: id },
        exists: async () =>
          (await app.db.select({ id: exclusiveContent.id }).from(exclusiveContent).where(where))
            .length > 0,
        save: async (tx, value) =>
          (
            await tx
              .update(exclusiveContent)
              .set({ image: value })
              .where(where)
              .returning({ id: exclusiveContent.id })
          ).length > 0,
      });
      return { image };
    },
  );
};
