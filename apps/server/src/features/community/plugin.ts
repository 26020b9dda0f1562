import type { FastifyPluginAsync } from 'fastify';
import { commentRoutes } from './comment-routes';
import { moderationRoutes } from './moderation-routes';
import { postRoutes } from './post-routes';
import { sanctionsRepository } from './sanctions-repository';
import { writeGuard } from './write-guard';

/**
 * The club's community: the feed and posts (post-*), comments, likes, reports and live updates
 * of an open post (comment-*, like-*, report-*, post-updates), and the moderators' tools
 * (moderation-*). Who may read a post is decided in post-access.ts; who may write at all (mutes,
 * bans, blocked words) in write-guard.ts, one instance shared by all three.
 */
export const communityPlugin: FastifyPluginAsync = async (app) => {
  const guard = writeGuard(sanctionsRepository(app.db));
  await app.register(postRoutes, { guard });
  await app.register(commentRoutes, { guard });
  await app.register(moderationRoutes, { guard });
};
