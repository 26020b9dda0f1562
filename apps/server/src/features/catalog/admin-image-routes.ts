import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '@fanclub/shared/limits';
import { ImageAsset } from '@fanclub/shared/media';
import { HttpError } from '../../plugins/errors';
import { member } from '../../lib/access';
import { readUploadedFile, toCleanWebp } from '../../lib/image-upload';
import type { CatalogAdminRepository } from './admin-repository';

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
export const adminImageRoutes: FastifyPluginAsyncZod<{ repo: CatalogAdminRepository }> = async (
  app,
  { repo },
) => {
  // Same limit as avatars, so the same "smaller than 5MB" message holds.
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });

  interface Target {
    /** Storage key of the image: one file per event or post, replaced by the next upload. */
    key: string;
    notFound: string;
    exists: () => Promise<boolean>;
    /** Writes the image to the row, with its audit entry; false when the row is gone. */
    save: (actorId: string, image: ImageAsset) => Promise<boolean>;
  }

  async function store(req: FastifyRequest, target: Target): Promise<ImageAsset> {
    const viewer = member(req);
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
    const saved = await target.save(viewer.userId, image);
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
      const image = await store(req, {
        key: `event-images/${id}.webp`,
        notFound: 'Event not found',
        exists: () => repo.eventExists(id),
        save: (actorId, value) => repo.setEventImage(actorId, id, value),
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
      const image = await store(req, {
        key: `post-images/${id}.webp`,
        notFound: 'Post not found',
        exists: () => repo.postExists(id),
        save: (actorId, value) => repo.setPostImage(actorId, id, value),
      });
      return { image };
    },
  );
};
