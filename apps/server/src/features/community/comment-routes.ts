import { sendJson } from '../../lib/json-cards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '@fanclub/shared/schemas/common';
import {
  Comment,
  CommentsResponse,
  CreateCommentBody,
  Cursor,
  LikeResponse,
  RepliesResponse,
  ReportBody,
} from '@fanclub/shared/schemas/community';
import { member } from '../../lib/access';
import { isUuid } from '../../lib/ids';
import { VIEWER_CACHE_PREFIX } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { commentRepository } from './comment-repository';
import { commentService, SlowModeError } from './comment-service';
import { commentStreams } from './comment-stream';
import { likeRepository } from './like-repository';
import { likeService } from './like-service';
import { memoryPostUpdates, redisPostUpdates } from './post-updates';
import { reportRepository } from './report-repository';
import type { WriteGuard } from './write-guard';

const PageQuery = z.object({ cursor: Cursor });
/** What a client that does not ask for an event stream gets from …/events: the counts once. */
const PostCounts = z.object({
  postId: z.string(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
});

const postIdOr404 = (id: string) => {
  if (!isUuid(id)) throw new HttpError(404, 'Post not found.');
  return id;
};
const commentIdOr404 = (id: string) => {
  if (!isUuid(id)) throw new HttpError(404, 'Comment not found.');
  return id;
};

/**
 * Comments, likes, reports and the live updates of an open post, under /api/community. Who may
 * read follows the post (post-access.ts); writing needs the community open to the member
 * (Fan+, VIP, staff) and no mute or ban (write-guard.ts).
 */
export const commentRoutes: FastifyPluginAsyncZod<{ guard: WriteGuard }> = async (
  app,
  { guard },
) => {
  const updates = app.redis ? redisPostUpdates(app.redis, app.log) : memoryPostUpdates();
  const streams = commentStreams(updates);
  const comments = commentService({
    repo: commentRepository(app.db),
    guard,
    counters: app.counters,
    updates,
    events: app.domainEvents,
    cache: app.readCache,
  });
  const likes = likeService({
    comments,
    likes: likeRepository(app.db),
    reports: reportRepository(app.db),
    updates,
    events: app.domainEvents,
  });
  // Open streams end before the server stops listening, so closing never waits on a reader.
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => updates.close());

  app.get(
    '/api/community/posts/:id/comments',
    {
      config: { access: 'public' },
      schema: { params: IdParams, querystring: PageQuery, response: { 200: CommentsResponse } },
    },
    async (req, reply) =>
      sendJson(
        reply,
        await comments.list(req.viewer, postIdOr404(req.params.id), req.query.cursor),
      ),
  );

  app.get(
    '/api/community/comments/:id/replies',
    {
      config: { access: 'public' },
      schema: { params: IdParams, querystring: PageQuery, response: { 200: RepliesResponse } },
    },
    async (req) => comments.replies(req.viewer, commentIdOr404(req.params.id), req.query.cursor),
  );

  app.post(
    '/api/community/posts/:id/comments',
    {
      // A comment changes no session: the cached viewer lookups stay (read-cache.ts).
      config: {
        access: 'signedIn',
        abuseLimit: 'communityComment',
        keepsCached: [VIEWER_CACHE_PREFIX],
      },
      schema: { params: IdParams, body: CreateCommentBody, response: { 201: Comment } },
    },
    async (req, reply) => {
      const postId = postIdOr404(req.params.id);
      try {
        const comment = await comments.create(
          member(req),
          postId,
          req.body.text,
          req.body.parentId,
        );
        return reply.status(201).send(comment);
      } catch (err) {
        if (err instanceof SlowModeError)
          reply.header('retry-after', String(err.retryAfterSeconds));
        throw err;
      }
    },
  );

  app.delete(
    '/api/community/comments/:id',
    {
      config: { access: 'signedIn' },
      schema: { params: IdParams, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    async (req) => {
      await comments.remove(member(req), commentIdOr404(req.params.id));
      return { deleted: true as const };
    },
  );

  for (const [method, like] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/community/posts/:id/like',
      config: { access: 'signedIn' },
      schema: { params: IdParams, response: { 200: LikeResponse } },
      handler: async (req) => likes.post(member(req), postIdOr404(req.params.id), like),
    });
    app.route({
      method,
      url: '/api/community/comments/:id/like',
      config: { access: 'signedIn' },
      schema: { params: IdParams, response: { 200: LikeResponse } },
      handler: async (req) => likes.comment(member(req), commentIdOr404(req.params.id), like),
    });
  }

  app.post(
    '/api/community/reports',
    {
      config: { access: 'signedIn' },
      schema: {
        body: ReportBody,
        response: {
          200: z.object({ reported: z.literal(true) }),
          201: z.object({ reported: z.literal(true) }),
        },
      },
    },
    async (req, reply) => {
      if (!isUuid(req.body.targetId)) throw new HttpError(404, 'Nothing to report there.');
      const first = await likes.report(member(req), req.body);
      return reply.status(first ? 201 : 200).send({ reported: true as const });
    },
  );

  app.get(
    '/api/community/posts/:id/events',
    {
      config: { access: 'public' },
      schema: {
        params: IdParams,
        description:
          "Server-Sent Events (Accept: text/event-stream): `data: <PostUpdate JSON>` per update and a comment line every heartbeat. Without that Accept header, the post's counts once as JSON.",
        response: { 200: PostCounts },
      },
    },
    async (req, reply) => {
      const postId = postIdOr404(req.params.id);
      // Refusals (404, 410, 403) answer as JSON before anything streams.
      const post = await comments.readablePost(req.viewer, postId);
      if (!/\btext\/event-stream\b/i.test(req.headers.accept ?? ''))
        return { postId, likeCount: post.likeCount, commentCount: post.commentCount };
      await streams.open(req, reply, postId);
      return reply;
    },
  );
};
