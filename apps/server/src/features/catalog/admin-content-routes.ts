import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateContentBody, UpdateContentBody } from '@fanclub/shared/schemas/admin';
import { ImageAsset } from '@fanclub/shared/media';
import { HttpError } from '../../plugins/errors';
import { member } from '../../lib/access';
import type { CatalogAdminRepository } from './admin-repository';

const Id = z.object({ id: z.uuid('That is not a post id.') });
const AdminPost = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  visibility: z.enum(['free', 'fanplus', 'vip']),
  createdAt: z.string(),
  image: ImageAsset.nullable(),
});

/** Exclusive content from /admin (postContent: artist and admin). Fans see it at once. */
export const adminContentRoutes: FastifyPluginAsyncZod<{ repo: CatalogAdminRepository }> = async (
  app,
  { repo },
) => {
  app.get(
    '/api/admin/content',
    { config: { access: 'postContent' }, schema: { response: { 200: z.array(AdminPost) } } },
    async () => {
      const rows = await repo.posts();
      return rows.map((p) => ({
        id: p.id,
        title: p.title,
        body: p.body,
        visibility: p.requiredTier,
        createdAt: p.createdAt.toISOString(),
        image: p.image,
      }));
    },
  );

  app.post(
    '/api/admin/content',
    {
      config: { access: 'postContent' },
      schema: { body: CreateContentBody, response: { 201: z.object({ id: z.string() }) } },
    },
    async (req, reply) => {
      const viewer = member(req);
      const id = await repo.createPost(viewer.userId, {
        title: req.body.title,
        body: req.body.body,
        contentType: 'text',
        requiredTier: req.body.visibility,
        authorId: viewer.userId,
      });
      // Admin content is an artist post in the club's feed: the inbox fans it out (fire and forget).
      void app.domainEvents.emit('community.post.published', {
        postId: id,
        authorId: viewer.userId,
        kind: 'artist',
      });
      // A configured translation provider fills the other languages (issue 34).
      void app.domainEvents.emit('content.saved', { kind: 'post', itemId: id });
      return reply.status(201).send({ id });
    },
  );

  app.patch(
    '/api/admin/content/:id',
    {
      config: { access: 'postContent' },
      schema: {
        params: Id,
        body: UpdateContentBody,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (req) => {
      const viewer = member(req);
      const { title, body, visibility } = req.body;
      const values = {
        ...(title !== undefined ? { title } : {}),
        ...(body !== undefined ? { body } : {}),
        ...(visibility !== undefined ? { requiredTier: visibility } : {}),
      };
      if (Object.keys(values).length === 0) throw new HttpError(400, 'Nothing to change.');
      const row = await repo.updatePost(
        viewer.userId,
        req.params.id,
        values,
        Object.keys(req.body),
      );
      if (!row) throw new HttpError(404, 'Post not found.');
      if (title !== undefined || body !== undefined)
        // A configured translation provider fills the other languages (issue 34).
        void app.domainEvents.emit('content.saved', { kind: 'post', itemId: row.id });
      return { id: row.id };
    },
  );

  app.delete(
    '/api/admin/content/:id',
    { config: { access: 'postContent' }, schema: { params: Id } },
    async (req, reply) => {
      const viewer = member(req);
      const row = await repo.deletePost(viewer.userId, req.params.id);
      if (!row) throw new HttpError(404, 'Post not found.');
      return reply.status(204).send();
    },
  );
};
