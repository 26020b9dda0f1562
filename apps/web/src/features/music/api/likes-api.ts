import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/i18n-context';

interface Likes {
  trackIds: string[];
}

// The list is per account, so the user id is part of the key: another account never sees it.
export const likeKeys = {
  all: ['likes'] as const,
  mine: (userId: string | undefined) => [...likeKeys.all, userId ?? 'guest'] as const,
};

export const likeQueries = {
  mine: (userId: string | undefined) =>
    queryOptions({
      queryKey: likeKeys.mine(userId),
      queryFn: ({ signal }) => api.get<Likes>('/api/me/likes', signal),
      enabled: userId !== undefined,
    }),
};

function setLike(trackId: string, liked: boolean) {
  const url = `/api/tracks/${encodeURIComponent(trackId)}/like`;
  return liked ? api.put<{ liked: boolean }>(url) : api.delete<{ liked: boolean }>(url);
}

/** Like or unlike a track; the heart flips at once and flips back if the server says no. */
export function useSetLike(userId: string | undefined) {
  const t = useT();
  const queryClient = useQueryClient();
  const { queryKey } = likeQueries.mine(userId);
  return useMutation({
    mutationFn: ({ trackId, liked }: { trackId: string; liked: boolean }) =>
      setLike(trackId, liked),
    onMutate: async ({ trackId, liked }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      const others = (previous?.trackIds ?? []).filter((id) => id !== trackId);
      queryClient.setQueryData(queryKey, { trackIds: liked ? [...others, trackId] : others });
      return { previous };
    },
    onError: (_error, _input, context) => {
      queryClient.setQueryData(queryKey, context?.previous);
      toast.error(t('music.likeFailed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
