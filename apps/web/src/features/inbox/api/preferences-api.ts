// Per kind and channel notification preferences (GET/PUT /api/notification-preferences). A change
// shows at once (optimistic) and is put back with a message if the server says no.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@fanclub/shared/schemas/community';
import { api } from '../../../lib/api-client';
import { inboxKeys } from '../../../lib/inbox/inbox-queries';
import { toast } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';

const URL = '/api/notification-preferences';

export const preferencesQuery = () =>
  queryOptions({
    queryKey: inboxKeys.preferences(),
    queryFn: ({ signal }) => api.get<NotificationPreferences>(URL, signal),
  });

export function useSavePreferences() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    // One at a time, in tap order: each PUT carries the whole set as it was after that tap.
    scope: { id: 'notification-preferences' },
    mutationFn: (next: NotificationPreferences) => api.put<NotificationPreferences>(URL, next),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: inboxKeys.preferences() });
      const previous = queryClient.getQueryData<NotificationPreferences>(inboxKeys.preferences());
      queryClient.setQueryData(inboxKeys.preferences(), next);
      return { previous };
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(inboxKeys.preferences(), context.previous);
      toast.error(t('inbox.settingFailed'), { description: error.message });
    },
    onSuccess: () => toast.success(t('inbox.saved'), { id: 'notification-preferences' }),
  });
}
