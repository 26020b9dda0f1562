import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { PublicStream } from '@fanclub/shared/schemas/live';
import { openLiveSocket } from '../live-socket';
import { liveQueries } from '../api/live-api';
import { liveKeys } from '../../../lib/live/live-keys';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * The active stream, kept current by the live socket: starts and stops arrive at once, and the
 * viewer count as the server measures it. The 30-second poll only covers a socket that is down.
 */
export function useLiveStream() {
  const t = useT();
  const queryClient = useQueryClient();
  const query = useQuery(liveQueries.active());
  const settled = !query.isPending;
  const streamId = query.data?.id ?? null;

  useEffect(() => {
    if (!settled) return;
    const key = liveQueries.active().queryKey;
    // Joining with the stream's id is what makes this tab count as one of its viewers; when
    // another stream starts, the id changes and the effect reconnects to watch that one.
    return openLiveSocket(streamId, (message) => {
      if (message.type === 'stream') {
        queryClient.setQueryData(key, message.stream);
        // The broadcaster's own view (key, Stop Stream) follows starts and stops too.
        void queryClient.invalidateQueries({ queryKey: liveKeys.mineAll() });
      } else if (message.type === 'ingest') {
        // The encoder started or dropped: viewers switch between playing and "Reconnecting…".
        queryClient.setQueryData(key, (current: PublicStream | null | undefined) =>
          current && current.id === message.streamId
            ? { ...current, ingest: message.ingest }
            : current,
        );
        void queryClient.invalidateQueries({ queryKey: liveKeys.mineAll() });
      } else if (message.type === 'viewers') {
        queryClient.setQueryData(key, (current: PublicStream | null | undefined) =>
          current && current.id === message.streamId
            ? { ...current, viewerCount: message.count }
            : current,
        );
      }
    });
  }, [settled, streamId, queryClient]);

  // Spec section 8: a failed stream lookup is a destructive toast, once per failure.
  const failed = query.isError && query.data === undefined;
  useEffect(() => {
    if (failed)
      toast.error(t('media.streamError'), {
        id: 'live-stream-error',
        description: t('media.liveFailed'),
      });
  }, [failed, t]);

  return query;
}
