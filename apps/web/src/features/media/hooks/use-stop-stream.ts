import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { serverMessage, stopStream } from '../api/live-api';
import { liveKeys } from '../../../lib/live/live-keys';

/** Ends a stream, with the spec's toasts; every live view (player, banner, nav dot) refreshes. */
export function useStopStream(streamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => stopStream(streamId),
    onSuccess: () => {
      toast.success('Stream Stopped', { description: 'Your live stream has ended' });
      void queryClient.invalidateQueries({ queryKey: liveKeys.all });
    },
    onError: (error) =>
      toast.error('Stream Error', {
        description: serverMessage(error, 'Failed to stop live stream'),
      }),
  });
}
