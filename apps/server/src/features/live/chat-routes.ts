import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChatMessageBody } from '@fanclub/shared/schemas/live';
import {
  ChatHistoryResponse,
  ChatMessage,
  ChatMessageParams,
  ChatStreamParams,
  MuteBody,
} from '@fanclub/shared/schemas/live-chat';
import { member } from '../../lib/access';
import { VIEWER_CACHE_PREFIX } from '../../plugins/auth';
import { isUuid } from '../../lib/ids';
import { HttpError } from '../../plugins/errors';
import type { LiveHub } from './hub';
import { chatRepository } from './chat-repository';
import { CHAT_CHECKS_PREFIX, chatService } from './chat-service';

const streamIdOr404 = (id: string) => {
  if (!isUuid(id)) throw new HttpError(404, 'Stream not found');
  return id;
};

/**
 * A chat message or a heart changes no session and nothing chat checks: those cached reads stay
 * (read-cache.ts). Otherwise a busy room would empty them 60 times a second, and every message
 * and heart would read its session, the stream and its mutes again.
 */
const TALK_KEEPS = [VIEWER_CACHE_PREFIX, CHAT_CHECKS_PREFIX];

/**
 * Live chat and hearts under /api/live/:streamId. Whoever can watch may read; signed-in members
 * may talk and send hearts; the artist and admins moderate. Changes reach watchers over the live
 * socket, through the hub.
 */
export const liveChatRoutes: FastifyPluginAsyncZod<{ hub: LiveHub }> = async (app, { hub }) => {
  const chat = chatService({
    repo: chatRepository(app.db),
    hub,
    counters: app.counters,
    log: app.log,
    reservedNames: app.reservedNames,
    cache: app.readCache,
  });
  app.addHook('onClose', async () => chat.close());

  app.get(
    '/api/live/:streamId/chat',
    {
      config: { access: 'public' },
      schema: { params: ChatStreamParams, response: { 200: ChatHistoryResponse } },
    },
    async (req, reply) => {
      // The live viewer is open to everyone, so its chat is too; the flags depend on who asks.
      reply.header('cache-control', 'private, no-store');
      return chat.history(req.viewer, streamIdOr404(req.params.streamId));
    },
  );

  app.post(
    '/api/live/:streamId/chat',
    {
      config: { access: 'basicFeed', abuseLimit: 'chat', keepsCached: TALK_KEEPS },
      schema: { params: ChatStreamParams, body: ChatMessageBody, response: { 201: ChatMessage } },
    },
    async (req, reply) => {
      const viewer = member(req);
      const message = await chat.send(viewer, streamIdOr404(req.params.streamId), req.body.text);
      return reply.status(201).send(message);
    },
  );

  app.delete(
    '/api/live/:streamId/chat/:messageId',
    {
      config: { access: 'moderateChat' },
      schema: {
        params: ChatMessageParams,
        response: { 200: z.object({ deleted: z.literal(true) }) },
      },
    },
    async (req) => {
      const moderator = member(req);
      if (!isUuid(req.params.messageId)) throw new HttpError(404, 'Message not found');
      await chat.remove(moderator, streamIdOr404(req.params.streamId), req.params.messageId);
      return { deleted: true as const };
    },
  );

  app.post(
    '/api/live/:streamId/mutes',
    {
      config: { access: 'moderateChat' },
      schema: {
        params: ChatStreamParams,
        body: MuteBody,
        response: { 200: z.object({ muted: z.literal(true) }) },
      },
    },
    async (req) => {
      const moderator = member(req);
      await chat.mute(moderator, streamIdOr404(req.params.streamId), req.body.userId);
      return { muted: true as const };
    },
  );

  app.delete(
    '/api/live/:streamId/mutes/:userId',
    {
      config: { access: 'moderateChat' },
      schema: {
        params: ChatStreamParams.extend({ userId: MuteBody.shape.userId }),
        response: { 200: z.object({ muted: z.literal(false) }) },
      },
    },
    async (req) => {
      const moderator = member(req);
      await chat.unmute(moderator, streamIdOr404(req.params.streamId), req.params.userId);
      return { muted: false as const };
    },
  );

  app.post(
    '/api/live/:streamId/hearts',
    {
      config: { access: 'basicFeed', keepsCached: TALK_KEEPS },
      schema: {
        params: ChatStreamParams,
        response: { 202: z.object({ accepted: z.literal(true) }) },
      },
    },
    async (req, reply) => {
      const viewer = member(req);
      await chat.heart(viewer, streamIdOr404(req.params.streamId));
      return reply.status(202).send({ accepted: true as const });
    },
  );
};
