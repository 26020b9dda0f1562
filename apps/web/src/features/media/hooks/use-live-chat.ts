import { useCallback, useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatHistoryResponse, ChatMessage } from '@fanclub/shared/schemas/live-chat';
import { subscribeLiveMessages } from '../live-messages';
import { useSession } from '../../../lib/session';
import { chatKeys, chatQueries } from '../api/live-chat-api';

/** Lines kept in memory: the history's 50 plus a long evening's worth of new ones. */
const KEPT_MESSAGES = 300;
/** A (re)connected socket reloads the history unless it was fetched just now. */
const FRESH_HISTORY_MS = 2_000;

/**
 * The chat of one stream: the server's history, then kept current by the live socket (new
 * messages, deletions, mutes, heart totals). Returns the history query and cache helpers for
 * the panel's own sends.
 */
export function useLiveChat(streamId: string) {
  const queryClient = useQueryClient();
  const { session, isLoading } = useSession();
  const userId = session?.user.id ?? null;
  // Wait for the session: asking as a visitor first would only be thrown away a moment later.
  const query = useQuery({ ...chatQueries.history(streamId, userId), enabled: !isLoading });
  // Stable across renders, so the socket subscription below is made once per stream and viewer.
  const queryKey = useMemo(() => chatKeys.history(streamId, userId), [streamId, userId]);

  const update = useCallback(
    (change: (current: ChatHistoryResponse) => ChatHistoryResponse) =>
      queryClient.setQueryData<ChatHistoryResponse>(queryKey, (current) =>
        current ? change(current) : current,
      ),
    [queryClient, queryKey],
  );

  const addMessage = useCallback(
    (message: ChatMessage) =>
      update((current) =>
        current.messages.some((m) => m.id === message.id)
          ? current
          : { ...current, messages: [...current.messages, message].slice(-KEPT_MESSAGES) },
      ),
    [update],
  );
  const removeMessage = useCallback(
    (messageId: string) =>
      update((current) => ({
        ...current,
        messages: current.messages.filter((m) => m.id !== messageId),
      })),
    [update],
  );
  /** Hearts arrive as totals from several server processes, possibly out of order: never go back. */
  const addHearts = useCallback(
    (delta: number) =>
      update((current) => ({ ...current, heartCount: Math.max(0, current.heartCount + delta) })),
    [update],
  );

  useEffect(
    () =>
      subscribeLiveMessages((message) => {
        if (message.type === 'stream') {
          // Sent on every (re)connect and on starts and stops: catch up on whatever was missed.
          const fetchedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
          if (Date.now() - fetchedAt > FRESH_HISTORY_MS)
            void queryClient.invalidateQueries({ queryKey });
          return;
        }
        if (!('streamId' in message) || message.streamId !== streamId) return;
        if (message.type === 'chat') addMessage(message.message);
        else if (message.type === 'chat-deleted') removeMessage(message.messageId);
        else if (message.type === 'chat-muted' && message.userId === userId)
          update((current) => ({ ...current, muted: true, canSend: false }));
        else if (message.type === 'hearts')
          update((current) => ({
            ...current,
            heartCount: Math.max(current.heartCount, message.total),
          }));
      }),
    [queryClient, queryKey, streamId, userId, addMessage, removeMessage, update],
  );

  return { query, userId, addMessage, removeMessage, addHearts };
}
