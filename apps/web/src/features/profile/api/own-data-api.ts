// A member's own data (issue 33): the JSON download's address, and deleting the account.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { forgetViewer } from '../../../lib/viewer-change';
import { useT } from '../../../lib/i18n/i18n-context';

/** A plain download: the browser sends the session cookie and saves the file. */
export const OWN_DATA_URL = '/api/me/export';

export function useDeleteAccount() {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: { password: string; confirm: string }) =>
      api.post<void>('/api/me/delete', body),
    onSuccess: async () => {
      toast.success(t('profile.accountDeleted'), {
        description: t('profile.accountDeletedDetail'),
      });
      await navigate(paths.landing);
      forgetViewer(queryClient);
    },
  });
}
