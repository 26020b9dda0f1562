import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '@fanclub/shared/limits';
import { ImageAsset } from '@fanclub/shared/media';
import { storeCoverImage } from '../../lib/cover-image';
import type { CatalogAdminRepository } from './admin-repository';

const EventId = z.object({ id: z.uuid('That is not an event id.') });
const PostId = z.object({ id: z.uuid('That is not a post id.') });
const Uploaded = z.object({ image: ImageAsset });

/** Cover images for events and posts (instead of the generated placeholder): lib/cover-image.ts. */
export const adminImageRoutes: FastifyPluginAsyncZod<{ repo: CatalogAdminRepository }> = async (
  app,
  { repo },
) => {
  // Same limit as avatars, so the same "smaller than 5MB" message holds.
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });

  app.post(
    '/api/admin/events/:id/image',
    {
      config: { access: 'manageEvents' },
      schema: { params: EventId, response: { 200: Uploaded } },
    },
    async (req) => {
      const id = req.params.id;
      const image = await storeCoverImage(app, req, {
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
      const image = await storeCoverImage(app, req, {
        key: `post-images/${id}.webp`,
        notFound: 'Post not found',
        exists: () => repo.postExists(id),
        save: (actorId, value) => repo.setPostImage(actorId, id, value),
      });
      return { image };
    },
  );
};
