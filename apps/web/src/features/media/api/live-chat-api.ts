// Live chat and hearts for one stream. Query keys are built only here.
import { queryOptions } from '@tanstack/react-query';
import type { ChatHistoryResponse, ChatMessage } from '@fanclub/shared/schemas/live-chat';
import { api } from '../../../lib/api-client';

export const chatKeys = {
  all: ['live-chat'] as const,
  /** Per viewer too: the flags (may send, may moderate, muted) depend on who asks. */
  history: (streamId: string, userId: string | null) =>
    [...chatKeys.all, streamId, userId ?? 'signed-out'] as const,
};

export const chatQueries = {
  /** The latest messages and the heart total; the live socket keeps them current afterwards. */
  history: (streamId: string, userId: string | null) =>
    queryOptions({
      queryKey: chatKeys.history(streamId, userId),
      queryFn: ({ signal }) => api.get<ChatHistoryResponse>(`/api/live/${streamId}/chat`, signal),
      staleTime: Infinity,
    }),
};

export function sendChatMessage(streamId: string, text: string): Promise<ChatMessage> {
  return api.post<ChatMessage>(`/api/live/${streamId}/chat`, { text });
}

export function deleteChatMessage(streamId: string, messageId: string): Promise<{ deleted: true }> {
  return api.delete<{ deleted: true }>(`/api/live/${streamId}/chat/${messageId}`);
}

export function muteChatMember(streamId: string, userId: string): Promise<{ muted: true }> {
  return api.post<{ muted: true }>(`/api/live/${streamId}/mutes`, { userId });
}

export function sendHeart(streamId: string): Promise<{ accepted: true }> {
  return api.post<{ accepted: true }>(`/api/live/${streamId}/hearts`);
}
