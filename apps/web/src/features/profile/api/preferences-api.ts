// The eight switches, saved on the account (PATCH /api/me preferences). The cached session is
// updated at once (optimistic) and only the switch that failed is put back if the server says no.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { PreferenceKey } from '@fanclub/shared/schemas/profile';
import { api } from '../../../lib/api-client';
import { sessionKeys, storeSession } from '../../../lib/session';
import type { Session } from '../../../lib/session';
import { profileKeys } from './profile-api';
import { useT } from '../../../lib/i18n/i18n-context';

export interface PreferenceChange {
  key: PreferenceKey;
  value: boolean;
}

const preferencesMutationKey = [...profileKeys.all, 'preferences'] as const;

function setCachedPreference(queryClient: QueryClient, key: PreferenceKey, value: boolean): void {
  queryClient.setQueryData<Session | null>(sessionKeys.me(), (session) =>
    session ? { ...session, preferences: { ...session.preferences, [key]: value } } : session,
  );
}

export function useSavePreference() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: preferencesMutationKey,
    // One at a time, in tap order: the server merges each change into what it has stored, so two
    // overlapping requests could otherwise undo each other.
    scope: { id: 'profile-preferences' },
    mutationFn: ({ key, value }: PreferenceChange) =>
      api.patch<Session>('/api/me', { preferences: { [key]: value } }),
    onMutate: async ({ key, value }) => {
      await queryClient.cancelQueries({ queryKey: sessionKeys.me() });
      const previous = queryClient.getQueryData<Session | null>(sessionKeys.me())?.preferences[key];
      setCachedPreference(queryClient, key, value);
      return { previous };
    },
    onError: (error, { key }, context) => {
      if (context?.previous !== undefined) setCachedPreference(queryClient, key, context.previous);
      toast.error(t('profile.settingFailed'), { description: error.message });
    },
    onSuccess: (me) => {
      // Later taps still queued have shown their new values already; the answer to this one does
      // not know them yet, so it is only stored once the queue is empty.
      if (queryClient.isMutating({ mutationKey: preferencesMutationKey }) <= 1)
        storeSession(queryClient, me);
    },
  });
}
