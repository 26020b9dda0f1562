// The inbox's query keys and the bell's unread count. Here in lib/ because the bell sits on more
// than one feature's screen (Home, the feed) and the inbox feature refreshes the same count.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api-client';

/** GET /api/inbox/unread-count and both marks answer with this (UnreadCountResponse). */
export interface UnreadCount {
  unread: number;
}

/** How often the bell asks while its page is visible (hidden tabs do not poll). */
export const UNREAD_POLL_MS = 30_000;

export const inboxKeys = {
  all: ['inbox'] as const,
  list: () => [...inboxKeys.all, 'list'] as const,
  unread: () => [...inboxKeys.all, 'unread'] as const,
  preferences: () => [...inboxKeys.all, 'preferences'] as const,
};

export const inboxQueries = {
  unreadCount: () =>
    queryOptions({
      queryKey: inboxKeys.unread(),
      queryFn: ({ signal }) => api.get<UnreadCount>('/api/inbox/unread-count', signal),
      // Polite polling: every 30 s while the page is visible, at once when the tab comes back.
      refetchInterval: UNREAD_POLL_MS,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: true,
      staleTime: 10_000,
      retry: false,
    }),
};
