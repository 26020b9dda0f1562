// A member's own support conversations; keys only from these factories.
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ConversationList,
  ConversationThread,
  SupportConversation,
} from '@fanclub/shared/schemas/support';
import { api } from '../../../lib/api-client';

export const supportKeys = {
  all: ['support'] as const,
  list: () => [...supportKeys.all, 'list'] as const,
  thread: (id: string) => [...supportKeys.all, 'thread', id] as const,
};

const withCursor = (url: string, cursor: string | null) =>
  cursor ? `${url}?cursor=${encodeURIComponent(cursor)}` : url;

export const conversationsQuery = () =>
  infiniteQueryOptions({
    queryKey: supportKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      api.get<ConversationList>(withCursor('/api/support/conversations', pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export const threadQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: supportKeys.thread(id),
    queryFn: ({ pageParam, signal }) =>
      api.get<ConversationThread>(
        withCursor(`/api/support/conversations/${encodeURIComponent(id)}`, pageParam),
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The team's answer may arrive at any time: read again on each visit and tab focus.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      api.post<SupportConversation>('/api/support/conversations', form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.list() }),
  });
}

export function useWriteMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      api.post<void>(`/api/support/conversations/${encodeURIComponent(id)}/messages`, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
