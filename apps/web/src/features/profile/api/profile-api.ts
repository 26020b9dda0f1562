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

const UPLOAD_FAILED = 'Failed to upload image. Please try again.';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string) => api.patch<Session>('/api/me', { displayName }),
    onSuccess: (me) => {
      storeSession(queryClient, me);
      toast.success('Display name updated!');
    },
    onError: (error) =>
      toast.error('Could not update display name', { description: error.message }),
  });
}

/** Name, username and phone in one PATCH; an empty username or phone clears it. */
export function useUpdateDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: { displayName: string; username: string; phone: string }) =>
      api.patch<Session>('/api/me', details),
    onSuccess: (me) => {
      storeSession(queryClient, me);
      toast.success('Profile updated!');
    },
    onError: (error) =>
      toast.error('Could not update your profile', { description: error.message }),
  });
}

/** The server's own words for what went wrong (wrong type, too big …); anything else is the spec's generic failure. */
function uploadMessage(error: Error): string {
  if (error instanceof ApiError && error.status < 500) return error.message;
  return UPLOAD_FAILED;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post<Session>('/api/me/avatar', body);
    },
    onSuccess: (me) => {
      storeSession(queryClient, me);
      toast.success('Profile photo updated!');
    },
    onError: (error) => toast.error(uploadMessage(error)),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post('/api/auth/sign-out'),
    onSuccess: async () => {
      toast.success('Signed out', { description: "You've been successfully signed out" });
      await navigate(paths.landing);
      // Only now: clearing earlier would leave the screen being left without its data.
      forgetViewer(queryClient);
    },
    onError: (error) => toast.error('Could not sign out', { description: error.message }),
  });
}
