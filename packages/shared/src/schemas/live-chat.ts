// Live chat and hearts: what the chat endpoints answer and what the live socket pushes about them.
// The message body itself is ChatMessageBody in ./live (1-200 characters, plain text).
import { z } from 'zod';
import type { Role, Tier } from '../roles';
import { EntityId } from './common';

/** The badge beside a sender's name: staff first, then the paid tier; plain fans have none. */
export const CHAT_BADGES = ['artist', 'admin', 'premium', 'vip', 'fanplus'] as const;
export type ChatBadge = (typeof CHAT_BADGES)[number];

export const CHAT_BADGE_LABELS: Readonly<Record<ChatBadge, string>> = {
  artist: 'Artist',
  admin: 'Admin',
  premium: 'Premium',
  vip: 'VIP',
  fanplus: 'Fan+',
};

/** Badge for a member's role and tier (the role as stored, not yet upgraded by the tier). */
export function chatBadge(
  role: Role | null | undefined,
  tier: Tier | null | undefined,
): ChatBadge | null {
  if (role === 'artist' || role === 'admin' || role === 'premium' || role === 'vip') return role;
  if (tier === 'vip' || tier === 'fanplus') return tier;
  return null;
}

/** Shown when a member sends faster than slow mode allows (server 429 and the chat panel). */
export const SLOW_MODE_NOTICE = 'Slow mode is on: you can send one message per second.';
export const MUTED_NOTICE = 'A moderator has muted you in this chat.';

/** One chat line as everyone sees it: the sender's public name and badge, never their e-mail. */
export const ChatMessage = z.object({
  id: EntityId,
  streamId: EntityId,
  userId: EntityId,
  displayName: z.string(),
  badge: z.enum(CHAT_BADGES).nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatHistoryResponse = z.object({
  /** The latest messages, oldest first (newest at the bottom). Deleted ones are left out. */
  messages: z.array(ChatMessage),
  heartCount: z.number().int().nonnegative(),
  /** What the caller may do here, so the panel shows the right controls. */
  canSend: z.boolean(),
  canModerate: z.boolean(),
  muted: z.boolean(),
  /** False once the stream has ended: the chat is then read-only. */
  isActive: z.boolean(),
});
export type ChatHistoryResponse = z.infer<typeof ChatHistoryResponse>;

export const ChatStreamParams = z.object({ streamId: EntityId });
export const ChatMessageParams = z.object({ streamId: EntityId, messageId: EntityId });
export const MuteBody = z.object({ userId: EntityId });
export type MuteBody = z.infer<typeof MuteBody>;

/** One chat or hearts event, for the watchers of `streamId` only. */
export type LiveChatEvent =
  | { type: 'chat'; streamId: string; message: ChatMessage }
  | { type: 'chat-deleted'; streamId: string; messageId: string }
  | { type: 'chat-muted'; streamId: string; userId: string }
  | { type: 'hearts'; streamId: string; total: number };

/**
 * Pushed over the live socket to the watchers of a stream: an event on its own, or several at
 * once, in order, in a `batch` (a busy room's events go out a few times a second).
 */
export type LiveChatServerMessage = LiveChatEvent | { type: 'batch'; messages: LiveChatEvent[] };
