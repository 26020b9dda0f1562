import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ChatMessage } from '@fanclub/shared/schemas/live-chat';
import { chatBadge } from '@fanclub/shared/schemas/live-chat';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import {
  liveChatMessages,
  liveChatMutes,
  liveHeartBuckets,
  liveStreams,
} from '../../db/schema/live';
import { profiles } from '../../db/schema/profiles';
import { audited } from '../../lib/audit';

/** The name shown in chat: the profile's display name, else the public username, never the e-mail. */
const shownName = sql<string>`coalesce(nullif(${profiles.displayName}, ''), ${users.username}, 'Member')`;

const messageColumns = {
  id: liveChatMessages.id,
  streamId: liveChatMessages.streamId,
  userId: liveChatMessages.userId,
  body: liveChatMessages.body,
  createdAt: liveChatMessages.createdAt,
  displayName: shownName,
  role: profiles.role,
  tier: profiles.subscriptionTier,
};

type MessageRow = {
  id: string;
  streamId: string;
  userId: string;
  body: string;
  createdAt: Date;
  displayName: string;
  role: ChatMessageRole;
  tier: ChatMessageTier;
};
type ChatMessageRole = typeof profiles.$inferSelect.role | null;
type ChatMessageTier = typeof profiles.$inferSelect.subscriptionTier | null;

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    streamId: row.streamId,
    userId: row.userId,
    displayName: row.displayName,
    badge: chatBadge(row.role, row.tier),
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Chat rows with their sender's shown name and badge (also read by replays' timelines). */
export const chatWithSender = (db: Db) =>
  db
    .select(messageColumns)
    .from(liveChatMessages)
    .innerJoin(users, eq(users.id, liveChatMessages.userId))
    .leftJoin(profiles, eq(profiles.userId, liveChatMessages.userId));

export function chatRepository(db: Db) {
  const withSender = () => chatWithSender(db);

  return {
    async stream(streamId: string) {
      const [row] = await db
        .select({
          id: liveStreams.id,
          isActive: liveStreams.isActive,
          heartCount: liveStreams.heartCount,
          audienceTier: liveStreams.audienceTier,
        })
        .from(liveStreams)
        .where(eq(liveStreams.id, streamId));
      return row;
    },
    /** The latest `limit` visible messages, oldest first. */
    async history(streamId: string, limit: number): Promise<ChatMessage[]> {
      const rows = await withSender()
        .where(and(eq(liveChatMessages.streamId, streamId), isNull(liveChatMessages.deletedAt)))
        .orderBy(desc(liveChatMessages.createdAt), desc(liveChatMessages.id))
        .limit(limit);
      return rows.reverse().map(toChatMessage);
    },
    async add(streamId: string, userId: string, body: string): Promise<ChatMessage> {
      const [inserted] = await db
        .insert(liveChatMessages)
        .values({ streamId, userId, body })
        .returning({ id: liveChatMessages.id });
      const [row] = await withSender().where(eq(liveChatMessages.id, inserted!.id));
      return toChatMessage(row!);
    },
    async message(streamId: string, messageId: string) {
      const [row] = await db
        .select({ id: liveChatMessages.id, deletedAt: liveChatMessages.deletedAt })
        .from(liveChatMessages)
        .where(and(eq(liveChatMessages.id, messageId), eq(liveChatMessages.streamId, streamId)));
      return row;
    },
    /** Soft delete: the row stays (who said what, who removed it) but is never shown again. */
    async softDelete(messageId: string, deletedBy: string) {
      await audited(
        db,
        (tx) =>
          tx
            .update(liveChatMessages)
            .set({ deletedAt: new Date(), deletedBy })
            .where(and(eq(liveChatMessages.id, messageId), isNull(liveChatMessages.deletedAt)))
            .returning({
              id: liveChatMessages.id,
              streamId: liveChatMessages.streamId,
              authorId: liveChatMessages.userId,
            }),
        ([removed]) =>
          removed
            ? {
                actorId: deletedBy,
                action: 'chat.message_deleted',
                targetType: 'chat_message',
                targetId: removed.id,
                details: { streamId: removed.streamId, authorId: removed.authorId },
              }
            : null,
      );
    },
    async isMuted(streamId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: liveChatMutes.userId })
        .from(liveChatMutes)
        .where(and(eq(liveChatMutes.streamId, streamId), eq(liveChatMutes.userId, userId)));
      return Boolean(row);
    },
    /** Everyone muted in the stream (a handful): checked in memory for each message and heart. */
    async mutedIn(streamId: string): Promise<Set<string>> {
      const rows = await db
        .select({ userId: liveChatMutes.userId })
        .from(liveChatMutes)
        .where(eq(liveChatMutes.streamId, streamId));
      return new Set(rows.map((r) => r.userId));
    },
    /** Mutes the member for the stream, recorded once: muting again changes (and records) nothing. */
    async mute(streamId: string, userId: string, mutedBy: string) {
      await audited(
        db,
        (tx) =>
          tx
            .insert(liveChatMutes)
            .values({ streamId, userId, mutedBy })
            .onConflictDoNothing()
            .returning({ userId: liveChatMutes.userId }),
        ([muted]) =>
          muted
            ? {
                actorId: mutedBy,
                action: 'chat.member_muted',
                targetType: 'member',
                targetId: userId,
                details: { streamId },
              }
            : null,
      );
    },
    async unmute(streamId: string, userId: string, unmutedBy: string) {
      await audited(
        db,
        (tx) =>
          tx
            .delete(liveChatMutes)
            .where(and(eq(liveChatMutes.streamId, streamId), eq(liveChatMutes.userId, userId)))
            .returning({ userId: liveChatMutes.userId }),
        ([lifted]) =>
          lifted
            ? {
                actorId: unmutedBy,
                action: 'chat.member_unmuted',
                targetType: 'member',
                targetId: userId,
                details: { streamId },
              }
            : null,
      );
    },
    /** The name chat shows for the member (see shownName). */
    async shownName(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: shownName })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      return row?.name;
    },
    /** The member's stored role, for refusing to mute staff. */
    async roleOf(userId: string) {
      const [row] = await db
        .select({ role: profiles.role })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      return row ? (row.role ?? 'fan') : undefined;
    },
    /** Adds hearts in one atomic update and returns the new total (undefined: no such stream). */
    async addHearts(streamId: string, count: number): Promise<number | undefined> {
      const [row] = await db
        .update(liveStreams)
        .set({ heartCount: sql`${liveStreams.heartCount} + ${count}` })
        .where(eq(liveStreams.id, streamId))
        .returning({ total: liveStreams.heartCount });
      // Per second too, so a replay shows them when they came (one upsert per flush, not per heart).
      if (row)
        await db
          .insert(liveHeartBuckets)
          .values({ streamId, at: sql`date_trunc('second', now())`, count })
          .onConflictDoUpdate({
            target: [liveHeartBuckets.streamId, liveHeartBuckets.at],
            set: { count: sql`${liveHeartBuckets.count} + excluded.count` },
          });
      return row?.total;
    },
  };
}
export type ChatRepository = ReturnType<typeof chatRepository>;
