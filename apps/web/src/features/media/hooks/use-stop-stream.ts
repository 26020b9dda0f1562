import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { serverMessage, stopStream } from '../api/live-api';
import { liveKeys } from '../../../lib/live/live-keys';
import { useT } from '../../../lib/i18n/i18n-context';

/** Ends a stream, with the spec's toasts; every live view (player, banner, nav dot) refreshes. */
export function useStopStream(streamId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => stopStream(streamId),
    onSuccess: () => {
      toast.success(t('media.streamStopped'), { description: t('media.streamStoppedDetail') });
      void queryClient.invalidateQueries({ queryKey: liveKeys.all });
    },
    onError: (error) =>
      toast.error(t('media.streamError'), {
        description: serverMessage(error, t('media.stopFailed')),
      }),
  });
}
