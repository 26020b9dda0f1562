import type { FastifyPluginAsync } from 'fastify';
import { commentRoutes } from './comment-routes';
import { moderationRoutes } from './moderation-routes';
import { postRoutes } from './post-routes';

/**
 * The club's community: the feed and posts (post-*), comments, likes, reports and live updates
 * of an open post (comment-*), and the moderators' tools (moderation-*). Who may write at all
 * (mutes, bans, blocked words) is decided in one place, write-guard.ts.
 */
export const communityPlugin: FastifyPluginAsync = async (app) => {
  await app.register(postRoutes);
  await app.register(commentRoutes);
  await app.register(moderationRoutes);
};
