// The inbox list and its marks. Keys come from lib/inbox (the bell shares the unread count); a
// mark answers with the new unread count, which goes straight into the bell's cache.
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { InboxResponse } from '@fanclub/shared/schemas/community';
import { api } from '../../../lib/api-client';
import { inboxKeys } from '../../../lib/inbox/inbox-queries';
import type { UnreadCount } from '../../../lib/inbox/inbox-queries';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';

type InboxPages = InfiniteData<InboxResponse, string | null>;

export const inboxListQuery = () =>
  infiniteQueryOptions({
    queryKey: inboxKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      api.get<InboxResponse>(
        pageParam ? `/api/inbox?cursor=${encodeURIComponent(pageParam)}` : '/api/inbox',
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // New items arrive at any time: read again on every visit and when the tab comes back.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** Marks items read in the cached list (all of them when `id` is undefined). */
function markCached(queryClient: QueryClient, id: string | undefined, unread: number): void {
  queryClient.setQueryData<InboxPages>(inboxKeys.list(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            unread,
            items: page.items.map((item) =>
              id === undefined || item.id === id ? { ...item, read: true } : item,
            ),
          })),
        }
      : data,
  );
  queryClient.setQueryData<UnreadCount>(inboxKeys.unread(), { unread });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<UnreadCount>(`/api/inbox/${encodeURIComponent(id)}/read`),
    onSuccess: ({ unread }, id) => markCached(queryClient, id, unread),
    // The member is already on their way to the item: a failed mark only leaves it bold.
  });
}

export function useMarkAllRead() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<UnreadCount>('/api/inbox/read-all'),
    onSuccess: ({ unread }) => markCached(queryClient, undefined, unread),
    onError: (error) => toast.error(t('inbox.markAllFailed'), { description: error.message }),
  });
}
