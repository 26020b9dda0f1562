// The moderators' requests (artist and admin): the queue, actions on posts and comments, mutes and
// bans, blocked words. Key factory here: every read is cached under one of these keys.
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  BlockedWordsResponse,
  MODERATION_ACTIONS,
  ModerationItem,
  ModerationQueueResponse,
  SanctionsResponse,
} from '@fanclub/shared/schemas/community';
import { api } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useT } from '../../../../lib/i18n/i18n-context';
import type { MessageKey } from '../../../../lib/i18n/translator';

export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: () => [...moderationKeys.all, 'queue'] as const,
  sanctions: () => [...moderationKeys.all, 'sanctions'] as const,
  words: () => [...moderationKeys.all, 'blocked-words'] as const,
};

export const moderationQueries = {
  queue: () =>
    infiniteQueryOptions({
      queryKey: moderationKeys.queue(),
      queryFn: ({ pageParam, signal }) =>
        api.get<ModerationQueueResponse>(
          pageParam
            ? `/api/moderation/queue?cursor=${encodeURIComponent(pageParam)}`
            : '/api/moderation/queue',
          signal,
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      // Moderators act on what is waiting now: read again on every visit, on focus and while open.
      staleTime: 0,
      refetchOnWindowFocus: true,
      refetchInterval: 30_000,
      refetchIntervalInBackground: false,
    }),
  sanctions: () =>
    queryOptions({
      queryKey: moderationKeys.sanctions(),
      queryFn: ({ signal }) => api.get<SanctionsResponse>('/api/moderation/sanctions', signal),
      // Mutes end by themselves: a visit shows who is still muted.
      staleTime: 0,
    }),
  words: () =>
    queryOptions({
      queryKey: moderationKeys.words(),
      queryFn: ({ signal }) =>
        api.get<BlockedWordsResponse>('/api/moderation/blocked-words', signal),
    }),
};

const DONE: Readonly<Record<ModerationAction, MessageKey>> = {
  publish: 'moderation.donePublished',
  hide: 'moderation.doneHidden',
  delete: 'moderation.doneDeleted',
  restore: 'moderation.doneRestored',
  dismiss: 'moderation.doneDismissed',
};

const failed = (what: string) => (error: Error) =>
  toast.error(what, { description: error.message });

export function useModerate() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, action }: { item: ModerationItem; action: ModerationAction }) =>
      api.post(`/api/moderation/${item.targetType}s/${encodeURIComponent(item.targetId)}`, {
        action,
      }),
    onSuccess: (_result, { action }) => {
      toast.success(t(DONE[action]));
      return queryClient.invalidateQueries({ queryKey: moderationKeys.queue() });
    },
    onError: failed(t('moderation.actionFailed')),
  });
}

export interface SanctionRequest {
  userId: string;
  name: string;
  kind: 'mute' | 'ban';
  hours?: number;
  reason?: string;
}

export function useSanction() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, kind, hours, reason }: SanctionRequest) =>
      api.put(`/api/moderation/sanctions/${encodeURIComponent(userId)}`, {
        kind,
        ...(kind === 'mute' ? { hours } : {}),
        reason: reason ?? '',
      }),
    onSuccess: (_result, { name, kind, hours = 1 }) => {
      // Whole days read as days (24 hours: '1 day'), other lengths as hours.
      const days = hours % 24 === 0;
      toast.success(
        kind === 'ban'
          ? t('moderation.isBanned', { name })
          : t('moderation.isMutedFor', {
              name,
              unit: days ? 'day' : 'hour',
              count: days ? hours / 24 : hours,
            }),
      );
      return queryClient.invalidateQueries({ queryKey: moderationKeys.sanctions() });
    },
    onError: failed(t('moderation.sanctionFailed')),
  });
}

export function useLiftSanction() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; name: string }) =>
      api.delete(`/api/moderation/sanctions/${encodeURIComponent(userId)}`),
    onSuccess: (_result, { name }) => {
      toast.success(t('moderation.canTakePart', { name }));
      return queryClient.invalidateQueries({ queryKey: moderationKeys.sanctions() });
    },
    onError: failed(t('moderation.liftFailed')),
  });
}

export function useAddBlockedWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (word: string) => api.post('/api/moderation/blocked-words', { word }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.words() }),
  });
}

export function useRemoveBlockedWord() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (word: string) =>
      api.delete(`/api/moderation/blocked-words/${encodeURIComponent(word)}`),
    onSuccess: (_result, word) => {
      toast.success(t('moderation.wordUnblocked', { word }));
      return queryClient.invalidateQueries({ queryKey: moderationKeys.words() });
    },
    onError: failed(t('moderation.removeWordFailed')),
  });
}
