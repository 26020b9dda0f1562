import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { AVATAR_MAX_BYTES } from '@fanclub/shared/limits';
import {
  FeedQuery,
  FeedResponse,
  POST_IMAGES_MAX,
  PostResponse,
  UpdatePostBody,
} from '@fanclub/shared/schemas/community';
import { member } from '../../lib/access';
import { sendJson } from '../../lib/json-cards';
import { requestLocale } from '../../lib/i18n/request-locale';
import { translationLookup } from '../../lib/content-translations';
import { FIELD_MAX_BYTES } from '../../lib/image-form';
import { readPostForm, storePostImages } from './post-form';
import { postRepository } from './post-repository';
import { postService } from './post-service';
import type { WriteGuard } from './write-guard';

// Any string: a malformed id is simply a post that does not exist (404), like an unknown one.
const PostId = z.object({ id: z.string().max(100) });
const Deleted = z.object({ id: z.string(), deleted: z.literal(true) });

/** The feed and posts of the club (issue 29): read, write, edit and delete. */
export const postRoutes: FastifyPluginAsyncZod<{ guard: WriteGuard }> = async (app, { guard }) => {
  // Up to POST_IMAGES_MAX images of avatar size; one more file is let through so that a fifth
  // is refused with "at most 4 images" rather than dropped.
  await app.register(multipart, {
    limits: {
      fileSize: AVATAR_MAX_BYTES,
      files: POST_IMAGES_MAX + 1,
      fields: 10,
      fieldSize: FIELD_MAX_BYTES,
    },
  });
  const service = postService({
    repo: postRepository(app.db),
    guard,
    storeImages: (postId, files) => storePostImages(app.storage, app.log, postId, files),
    // Fire and forget: the inbox's durable fan-out does not depend on this event (domain-events.ts).
    published: (post) => void app.domainEvents.emit('community.post.published', post),
    cache: app.readCache,
    translations: translationLookup(app.db, app.readCache),
  });

  app.get(
    '/api/community/feed',
    {
      config: { access: 'public', variesByLanguage: true },
      schema: { querystring: FeedQuery, response: { 200: FeedResponse } },
    },
    async (req, reply) => {
      // What a page holds depends on who asks (tier, likes): never cached by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return sendJson(reply, await service.feed(req.viewer, req.query, requestLocale(req)));
    },
  );

  app.post(
    '/api/community/posts',
    {
      // Multipart: text, visibility and title fields, files named images (post-form.ts).
      config: { access: 'signedIn', abuseLimit: 'communityPost' },
      schema: { response: { 201: PostResponse } },
    },
    async (req, reply) => {
      const post = await service.create(member(req), () => readPostForm(req));
      return reply.status(201).send(post);
    },
  );

  app.get(
    '/api/community/posts/:id',
    {
      config: { access: 'public', variesByLanguage: true },
      schema: { params: PostId, response: { 200: PostResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return sendJson(reply, await service.get(req.params.id, req.viewer, requestLocale(req)));
    },
  );

  app.patch(
    '/api/community/posts/:id',
    {
      config: { access: 'signedIn' },
      schema: { params: PostId, body: UpdatePostBody, response: { 200: PostResponse } },
    },
    async (req) => service.update(req.params.id, member(req), req.body.text),
  );

  app.delete(
    '/api/community/posts/:id',
    {
      config: { access: 'signedIn' },
      schema: { params: PostId, response: { 200: Deleted } },
    },
    async (req) => {
      await service.remove(req.params.id, member(req));
      return { id: req.params.id, deleted: true as const };
    },
  );
};
