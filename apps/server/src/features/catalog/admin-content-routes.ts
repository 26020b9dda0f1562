import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CreateContentBody, UpdateContentBody } from '@fanclub/shared/schemas/admin';
import { ImageAsset } from '@fanclub/shared/media';
import { exclusiveContent } from '../../db/schema/content';
import { HttpError } from '../../plugins/errors';
import { audited } from '../../lib/audit';
import { requireFeature } from '../../lib/guards';

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
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/content',
    { config: { access: 'postContent' }, schema: { response: { 200: z.array(AdminPost) } } },
    async (req) => {
      requireFeature(req, 'postContent');
      const rows = await app.db
        .select()
        .from(exclusiveContent)
        .orderBy(desc(exclusiveContent.createdAt));
      return rows.map((p) => ({
        id: p.id,
        title: p.title,
        body: p.description,
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
      const viewer = requireFeature(req, 'postContent');
      const [row] = await audited(
        app.db,
        (tx) =>
          tx
            .insert(exclusiveContent)
            .values({
              title: req.body.title,
              description: req.body.body,
              contentType: 'text',
              requiredTier: req.body.visibility,
              authorId: viewer.userId,
            })
            .returning({ id: exclusiveContent.id }),
        ([made]) => ({
          actorId: viewer.userId,
          action: 'content.created',
          targetType: 'content',
          targetId: made!.id,
          details: { title: req.body.title, visibility: req.body.visibility },
        }),
      );
      return reply.status(201).send({ id: row!.id });
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
      const viewer = requireFeature(req, 'postContent');
      const { title, body, visibility } = req.body;
      const values = {
        ...(title !== undefined ? { title } : {}),
        ...(body !== undefined ? { description: body } : {}),
        ...(visibility !== undefined ? { requiredTier: visibility } : {}),
      };
      if (Object.keys(values).length === 0) throw new HttpError(400, 'Nothing to change.');
      const [row] = await audited(
        app.db,
        (tx) =>
          tx
            .update(exclusiveContent)
            .set(values)
            .where(eq(exclusiveContent.id, req.params.id))
            .returning({ id: exclusiveContent.id, title: exclusiveContent.title }),
        ([changed]) =>
          changed
            ? {
                actorId: viewer.userId,
                action: 'content.updated',
                targetType: 'content',
                targetId: changed.id,
                details: { title: changed.title, fields: Object.keys(req.body) },
              }
            : null,
      );
      if (!row) throw new HttpError(404, 'Post not found');
      return { id: row.id };
    },
  );

  app.delete(
    '/api/admin/content/:id',
    { config: { access: 'postContent' }, schema: { params: Id } },
    async (req, reply) => {
      const viewer = requireFeature(req, 'postContent');
      const [row] = await audited(
        app.db,
        (tx) =>
          tx
            .delete(exclusiveContent)
            .where(eq(exclusiveContent.id, req.params.id))
            .returning({ id: exclusiveContent.id, title: exclusiveContent.title }),
        ([gone]) =>
          gone
            ? {
                actorId: viewer.userId,
                action: 'content.deleted',
                targetType: 'content',
                targetId: gone.id,
                details: { title: gone.title },
              }
            : null,
      );
      if (!row) throw new HttpError(404, 'Post not found');
      return reply.status(204).send();
    },
  );
};
