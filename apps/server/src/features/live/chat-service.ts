import type { FastifyBaseLogger } from 'fastify';
import {
  CHAT_HISTORY_LIMIT,
  CHAT_SLOW_MODE_SECONDS,
  HEARTS_PER_SECOND_MAX,
} from '@fanclub/shared/limits';
import { canWatchStream } from '@fanclub/shared/access';
import { can } from '@fanclub/shared/permissions';
import type {
  ChatHistoryResponse,
  ChatMessage,
  LiveChatEvent,
} from '@fanclub/shared/schemas/live-chat';
import { MUTED_NOTICE, SLOW_MODE_NOTICE } from '@fanclub/shared/schemas/live-chat';
import { RESERVED_NAME_IN_CHAT_MESSAGE } from '@fanclub/shared/display-names';
import type { CounterStore } from '../../lib/counter-store';
import type { ReadCache } from '../../plugins/read-cache';
import type { ReservedNames } from '../../lib/reserved-names';
import { HttpError } from '../../plugins/errors';
import type { Viewer } from '../../plugins/viewer';
import type { LiveHub } from './hub';
import type { ChatRepository } from './chat-repository';

const NOT_YOUR_STREAM = 'Only members who may watch this livestream can take part in its chat.';

/** Hearts are summed in memory and written (and announced) at most this often per process. */
const HEART_FLUSH_MS = 250;

const STAFF = new Set(['artist', 'admin']);

/** How stale the staff names may be when a chat message is checked (a read per message saved). */
const STAFF_NAMES_MAX_AGE_MS = 5_000;

/**
 * What a chat message or heart is checked against (the stream's state and tier, its mutes, the
 * speaker's name) is read once a second per process, not once per request: a busy room sends 60
 * a second. Any other write on this process empties these at once (read-cache.ts); on another
 * process a stop or a mute takes effect within this time. Chat and hearts keep them
 * (chat-routes.ts), as they change none of it.
 */
export const CHAT_CHECKS_PREFIX = 'live-chat-checks:';
const CHAT_CHECKS_MS = 1_000;

/**
 * Live chat and hearts. Everything said or removed goes out through the hub, so watchers on every
 * server process hear it; slow mode and the heart limit live in the shared counter store (Redis
 * when scaled out), so a member cannot dodge them by landing on another process.
 */
export function chatService({
  repo,
  hub,
  counters,
  log,
  reservedNames,
  cache,
}: {
  repo: ChatRepository;
  hub: LiveHub;
  counters: CounterStore;
  log: FastifyBaseLogger;
  reservedNames: ReservedNames;
  cache: ReadCache;
}) {
  const checked = <T>(key: string, load: () => Promise<T>) =>
    cache.get(`${CHAT_CHECKS_PREFIX}${key}`, load, CHAT_CHECKS_MS);
  const streamForTalk = (streamId: string) =>
    checked(`stream:${streamId}`, () => repo.stream(streamId));
  const isMutedForTalk = async (streamId: string, userId: string) =>
    (await checked(`mutes:${streamId}`, () => repo.mutedIn(streamId))).has(userId);

  const announce = async (message: LiveChatEvent) => {
    // The change is already stored; a hub hiccup only delays it until watchers reload the chat.
    await hub
      .publish(message)
      .catch((err: unknown) => log.warn({ err, type: message.type }, 'live chat broadcast failed'));
  };

  const streamOr404 = async (streamId: string) => {
    const stream = await repo.stream(streamId);
    if (!stream) throw new HttpError(404, 'Stream not found');
    return stream;
  };
  /** Talking and hearts follow watching: the stream's audience tier (or staff). */
  const watchableStreamOr403 = async (viewer: Viewer, streamId: string) => {
    const stream = await streamForTalk(streamId);
    if (!stream) throw new HttpError(404, 'Stream not found');
    if (!stream.isActive) throw new HttpError(409, 'This live stream has ended.');
    if (!canWatchStream(viewer, stream)) throw new HttpError(403, NOT_YOUR_STREAM);
    return stream;
  };

  /**
   * A member speaks under a name that may have become a staff name after they took it (a new
   * admin, an artist renamed, a name older than the rule): chat then refuses them until they
   * change it, so no one else is seen speaking as the team.
   */
  const speakerNameOr409 = async (viewer: Viewer) => {
    if (STAFF.has(viewer.role)) return;
    const name = await checked(`name:${viewer.userId}`, () => repo.shownName(viewer.userId));
    if (
      name &&
      (await reservedNames.isReserved(name, viewer, { maxAgeMs: STAFF_NAMES_MAX_AGE_MS }))
    )
      throw new HttpError(409, RESERVED_NAME_IN_CHAT_MESSAGE);
  };

  const pendingHearts = new Map<string, number>();
  let flushTimer: NodeJS.Timeout | null = null;
  const flushHearts = async () => {
    flushTimer = null;
    const batch = [...pendingHearts];
    pendingHearts.clear();
    for (const [streamId, count] of batch) {
      const total = await repo
        .addHearts(streamId, count)
        .catch((err: unknown) => log.warn({ err, streamId }, 'hearts not saved'));
      if (typeof total === 'number') await announce({ type: 'hearts', streamId, total });
    }
  };

  return {
    async history(viewer: Viewer | null, streamId: string): Promise<ChatHistoryResponse> {
      const stream = await streamOr404(streamId);
      const muted = viewer ? await repo.isMuted(streamId, viewer.userId) : false;
      // Those who may not watch see the stream's title and state, not what its audience says.
      const watching = canWatchStream(viewer, stream);
      return {
        messages: watching ? await repo.history(streamId, CHAT_HISTORY_LIMIT) : [],
        heartCount: stream.heartCount + (pendingHearts.get(streamId) ?? 0),
        canSend:
          Boolean(viewer && can(viewer.role, 'basicFeed')) && watching && stream.isActive && !muted,
        canModerate: can(viewer?.role, 'moderateChat'),
        muted,
        isActive: stream.isActive,
      };
    },

    async send(viewer: Viewer, streamId: string, text: string): Promise<ChatMessage> {
      await watchableStreamOr403(viewer, streamId);
      if (await isMutedForTalk(streamId, viewer.userId)) throw new HttpError(403, MUTED_NOTICE);
      await speakerNameOr409(viewer);
      // The window opens with the first message; a refused attempt does not extend it.
      if (
        (await counters.increment(
          `live:chat:${streamId}:${viewer.userId}`,
          CHAT_SLOW_MODE_SECONDS,
        )) > 1
      )
        throw new HttpError(429, SLOW_MODE_NOTICE);
      const message = await repo.add(streamId, viewer.userId, text);
      await announce({ type: 'chat', streamId, message });
      return message;
    },

    async remove(moderator: Viewer, streamId: string, messageId: string) {
      await streamOr404(streamId);
      const message = await repo.message(streamId, messageId);
      if (!message) throw new HttpError(404, 'Message not found');
      if (message.deletedAt) return;
      await repo.softDelete(messageId, moderator.userId);
      await announce({ type: 'chat-deleted', streamId, messageId });
    },

    async mute(moderator: Viewer, streamId: string, userId: string) {
      await streamOr404(streamId);
      const role = await repo.roleOf(userId);
      if (!role) throw new HttpError(404, 'Member not found.');
      if (STAFF.has(role)) throw new HttpError(403, 'Artists and admins cannot be muted.');
      await repo.mute(streamId, userId, moderator.userId);
      await announce({ type: 'chat-muted', streamId, userId });
    },

    async unmute(moderator: Viewer, streamId: string, userId: string) {
      await streamOr404(streamId);
      await repo.unmute(streamId, userId, moderator.userId);
    },

    async heart(viewer: Viewer, streamId: string) {
      // The limit comes first: a flood is turned away before it costs a database read.
      if (
        (await counters.increment(`live:hearts:${streamId}:${viewer.userId}`, 1)) >
        HEARTS_PER_SECOND_MAX
      ) {
        throw HttpError.text(429, 'tooManyHearts', { max: HEARTS_PER_SECOND_MAX });
      }
      await watchableStreamOr403(viewer, streamId);
      // Muted means muted: hearts are a way to talk too.
      if (await isMutedForTalk(streamId, viewer.userId)) throw new HttpError(403, MUTED_NOTICE);
      pendingHearts.set(streamId, (pendingHearts.get(streamId) ?? 0) + 1);
      flushTimer ??= setTimeout(() => void flushHearts(), HEART_FLUSH_MS);
    },

    /** On shutdown: hearts still in memory are written, not lost. */
    async close() {
      if (flushTimer) clearTimeout(flushTimer);
      await flushHearts();
    },
  };
}
export type ChatService = ReturnType<typeof chatService>;
