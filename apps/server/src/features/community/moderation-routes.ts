import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EntityId, IdParams } from '@fanclub/shared/schemas/common';
import {
  BLOCKED_WORD_MAX,
  BlockedWord,
  BlockedWordBody,
  BlockedWordsResponse,
  Cursor,
  ModerationActionBody,
  ModerationActionResult,
  ModerationQueueResponse,
  SanctionBody,
  SanctionResult,
  SanctionsResponse,
  SlowModeBody,
  SlowModeResponse,
} from '@fanclub/shared/schemas/community';
import { member } from '../../lib/access';
import { moderationQueueRepository } from './moderation-queue-repository';
import { moderationRepository } from './moderation-repository';
import { moderationSanctionsService } from './moderation-sanctions-service';
import { moderationService } from './moderation-service';
import { sanctionsRepository } from './sanctions-repository';
import type { WriteGuard } from './write-guard';

const access = 'moderateCommunity' as const;
const UserParams = z.object({ userId: EntityId });
// Percent-decoded by the router; anything longer than a word is simply not on the list (404).
const WordParams = z.object({
  word: z
    .string()
    .min(1)
    .max(BLOCKED_WORD_MAX * 4),
});
const Lifted = z.object({ lifted: z.literal(true) });
const Removed = z.object({ removed: z.literal(true) });

/**
 * The moderators' tools under /api/moderation (artist and admin, `moderateCommunity`): the queue of
 * held and reported posts and comments, actions on them, mutes and bans, blocked words and slow
 * mode. Every change is one audit-log entry, written in the change's own transaction.
 */
export const moderationRoutes: FastifyPluginAsyncZod<{ guard: WriteGuard }> = async (
  app,
  { guard },
) => {
  const moderation = moderationService({
    queue: moderationQueueRepository(app.db),
    repo: moderationRepository(app.db),
    guard,
    events: app.domainEvents,
  });
  const sanctions = moderationSanctionsService(sanctionsRepository(app.db), guard);

  app.get(
    '/api/moderation/queue',
    {
      config: { access },
      schema: {
        querystring: z.object({ cursor: Cursor }),
        response: { 200: ModerationQueueResponse },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return moderation.page(req.query.cursor);
    },
  );

  for (const type of ['post', 'comment'] as const) {
    app.post(
      `/api/moderation/${type}s/:id`,
      {
        config: { access },
        schema: {
          params: IdParams,
          body: ModerationActionBody,
          response: { 200: ModerationActionResult },
        },
      },
      async (req) => moderation.act(type, req.params.id, req.body.action, member(req).userId),
    );
  }

  app.patch(
    '/api/moderation/posts/:id/slow-mode',
    {
      config: { access },
      schema: { params: IdParams, body: SlowModeBody, response: { 200: SlowModeResponse } },
    },
    async (req) => moderation.setSlowMode(req.params.id, req.body.seconds, member(req).userId),
  );

  app.get(
    '/api/moderation/sanctions',
    { config: { access }, schema: { response: { 200: SanctionsResponse } } },
    async (_req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return sanctions.current();
    },
  );

  app.put(
    '/api/moderation/sanctions/:userId',
    {
      config: { access },
      schema: { params: UserParams, body: SanctionBody, response: { 200: SanctionResult } },
    },
    async (req) => sanctions.impose(req.params.userId, req.body, member(req).userId),
  );

  app.delete(
    '/api/moderation/sanctions/:userId',
    { config: { access }, schema: { params: UserParams, response: { 200: Lifted } } },
    async (req) => sanctions.lift(req.params.userId, member(req).userId),
  );

  app.get(
    '/api/moderation/blocked-words',
    { config: { access }, schema: { response: { 200: BlockedWordsResponse } } },
    async (_req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return sanctions.words();
    },
  );

  // 201 for a new word, 200 when it was already there: adding twice is not an error.
  app.post(
    '/api/moderation/blocked-words',
    {
      config: { access },
      schema: { body: BlockedWordBody, response: { 200: BlockedWord, 201: BlockedWord } },
    },
    async (req, reply) => {
      const { created, word } = await sanctions.addWord(req.body.word, member(req).userId);
      return reply.status(created ? 201 : 200).send(word);
    },
  );

  app.delete(
    '/api/moderation/blocked-words/:word',
    { config: { access }, schema: { params: WordParams, response: { 200: Removed } } },
    async (req) => sanctions.removeWord(req.params.word, member(req).userId),
  );
};
