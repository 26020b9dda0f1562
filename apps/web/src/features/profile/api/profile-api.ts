// Account mutations for the signed-in user. Each one refreshes the cached session afterwards,
// because the header, badges and guards all read the profile from it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { paths } from '../../../app/paths';

export function useUpdateDisplayName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string) => api.patch('/api/me', { displayName }),
    onSuccess: async () => {
      toast.success('Display name updated!');
      await queryClient.invalidateQueries({ queryKey: ['session'] });
    },
    onError: (error) => toast.error('Could not update display name', { description: error.message }),
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post('/api/me/avatar', body);
    },
    onSuccess: async () => {
      toast.success('Profile photo updated!');
      await queryClient.invalidateQueries({ queryKey: ['session'] });
    },
    onError: () => toast.error('Failed to upload image. Please try again.'),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post('/api/auth/sign-out'),
    onSuccess: async () => {
      // Drop the profile at once so no screen flashes the old user while the refetch runs.
      queryClient.setQueryData(['session', 'me'], null);
      toast.success('Signed out', { description: "You've been successfully signed out" });
      await queryClient.invalidateQueries({ queryKey: ['session'] });
      navigate(paths.landing);
    },
    onError: (error) => toast.error('Could not sign out', { description: error.message }),
  });
}
