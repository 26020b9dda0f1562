// The signed-in member's account: name, photo, stats and sign-out. PATCH /api/me and the avatar
// upload answer with the whole MeResponse, which replaces the cached session (header, badges and
// guards all read from it) without another round trip.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import type { MemberStats } from '@fanclub/shared/schemas/profile';
import { api, ApiError } from '../../../lib/api-client';
import { storeSession } from '../../../lib/session';
import type { Session } from '../../../lib/session';
import { forgetViewer } from '../../../lib/viewer-change';
import { paths } from '../../../app/paths';
import { useT } from '../../../lib/i18n/i18n-context';

export const profileKeys = {
  all: ['profile'] as const,
  // Per user, so one member's numbers can never be shown to the next one on this device.
  stats: (userId: string) => [...profileKeys.all, 'stats', userId] as const,
  /** Keyed by tier too, so an upgrade fetches the new card. */
  membership: (userId: string, tier: string) =>
    [...profileKeys.all, 'membership', userId, tier] as const,
};

export const memberStatsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: profileKeys.stats(userId ?? 'guest'),
    queryFn: ({ signal }) => api.get<MemberStats>('/api/me/stats', signal),
    enabled: userId !== undefined,
  });

export function useUpdateDisplayName() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string) => api.patch<Session>('/api/me', { displayName }),
    onSuccess: (me) => {
      storeSession(queryClient, me);
      toast.success(t('profile.displayNameUpdated'));
    },
    onError: (error) => toast.error(t('profile.displayNameFailed'), { description: error.message }),
  });
}

/** Name, username and phone in one PATCH; an empty username or phone clears it. */
export function useUpdateDetails() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: { displayName: string; username: string; phone: string }) =>
      api.patch<Session>('/api/me', details),
    onSuccess: (me) => {
      storeSession(queryClient, me);
      toast.success(t('profile.profileUpdated'));
    },
    onError: (error) => toast.error(t('profile.profileFailed'), { description: error.message }),
  });
}

/** The server's own words for what went wrong (wrong type, too big …); anything else is the spec's generic failure. */
function uploadMessage(error: Error, generic: string): string {
  if (error instanceof ApiError && error.status < 500) return error.message;
  return generic;
}

export function useUploadAvatar() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post<Session>('/api/me/avatar', body);
    },
    onSuccess: (me) => {
      storeSession(queryClient, me);
      toast.success(t('profile.photoUpdated'));
    },
    onError: (error) => toast.error(uploadMessage(error, t('profile.uploadFailed'))),
  });
}

export function useSignOut() {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post('/api/auth/sign-out'),
    onSuccess: async () => {
      toast.success(t('profile.signedOut'), { description: t('profile.signedOutDetail') });
      await navigate(paths.landing);
      // Only now: clearing earlier would leave the screen being left without its data.
      forgetViewer(queryClient);
    },
    onError: (error) => toast.error(t('profile.signOutFailed'), { description: error.message }),
  });
}
