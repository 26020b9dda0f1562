// The support inbox (admin only, answerSupport): VIP first, then the longest waiting.
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminConversationList,
  AdminConversationThread,
} from '@fanclub/shared/schemas/support';
import type { SupportStatus } from '@fanclub/shared/support-texts';
import { api } from '../../../lib/api-client';

const BASE = '/api/admin/support/conversations';

export const adminSupportKeys = {
  all: ['admin', 'support'] as const,
  inbox: (status: SupportStatus) => [...adminSupportKeys.all, 'inbox', status] as const,
  thread: (id: string) => [...adminSupportKeys.all, 'thread', id] as const,
};

export const supportInboxQuery = (status: SupportStatus) =>
  infiniteQueryOptions({
    queryKey: adminSupportKeys.inbox(status),
    queryFn: ({ pageParam, signal }) =>
      api.get<AdminConversationList>(
        `${BASE}?status=${status}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export const supportThreadQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: adminSupportKeys.thread(id),
    queryFn: ({ pageParam, signal }) =>
      api.get<AdminConversationThread>(
        `${BASE}/${encodeURIComponent(id)}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export function useAnswer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      api.post<void>(`${BASE}/${encodeURIComponent(id)}/answers`, form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSupportKeys.all }),
  });
}

export function useCloseConversation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>(`${BASE}/${encodeURIComponent(id)}/close`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSupportKeys.all }),
  });
}
