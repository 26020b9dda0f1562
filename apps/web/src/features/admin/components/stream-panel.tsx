import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, Radio, Square } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { IngestState, OwnStream } from '@fanclub/shared/schemas/live';
import { paths } from '../../../app/paths';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Section } from '../../../components/ui/screen';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session';
import { liveKeys } from '../../../lib/live/live-keys';
import { serverMessage } from '../api/admin-api';
import { myStreamsQueryOptions, stopStream } from '../api/stream-api';
import { exactTime } from '../../../lib/time-text';
import { timeAgo } from '../relative-time';
import { Badge, EmptyState, listClass, rowClass } from './admin-ui';

/** Where the broadcaster's encoder stands, for streams fed through our RTMP ingest. */
const ENCODER_STATE: Record<IngestState, string> = {
  waiting: 'Waiting for the encoder',
  live: 'Receiving video from the encoder',
  reconnecting: 'Encoder disconnected; viewers see “Reconnecting…”',
};

function StreamRow({
  stream,
  isOwn,
  onStop,
}: {
  stream: OwnStream;
  isOwn: boolean;
  onStop: () => void;
}) {
  return (
    <li className={rowClass}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words">{stream.title}</h3>
        <Badge tone="red">
          <Radio aria-hidden className="size-3.5" />
          LIVE
        </Badge>
      </div>
      <p className="mt-1 text-sm text-stage-300">
        {isOwn ? 'Your stream' : `By ${stream.displayName ?? 'another broadcaster'}`}
        {stream.startedAt && (
          <>
            {' · started '}
            <time dateTime={stream.startedAt} title={exactTime(stream.startedAt)}>
              {timeAgo(stream.startedAt)}
            </time>
          </>
        )}
      </p>
      <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold">
        <Eye aria-hidden className="size-4 text-accent" />
        <span aria-live="polite">{`${stream.viewerCount} watching`}</span>
      </p>
      {stream.ingest && (
        <p className="mt-1 text-sm text-stage-300">{ENCODER_STATE[stream.ingest]}</p>
      )}
      <Button variant="danger" className="mt-3 w-full" onClick={onStop}>
        <Square aria-hidden className="size-4" />
        Stop Stream
      </Button>
    </li>
  );
}

export function StreamPanel() {
  const queryClient = useQueryClient();
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const query = useQuery(myStreamsQueryOptions(userId));
  const [stopping, setStopping] = useState<OwnStream | null>(null);
  const stop = useMutation({
    mutationFn: (stream: OwnStream) => stopStream(stream.id),
    onSuccess: () => {
      toast.success('Stream Stopped', { description: 'Your live stream has ended' });
      setStopping(null);
      void queryClient.invalidateQueries({ queryKey: liveKeys.all });
    },
    onError: (error) =>
      toast.error('Stream Error', {
        description: serverMessage(error, 'Failed to stop live stream'),
      }),
  });

  let body;
  if (query.isPending) body = <Spinner label="Loading your live streams" className="py-4" />;
  else if (query.isError) {
    body = (
      <ErrorNotice
        message="Your live streams could not be loaded."
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.length === 0) {
    body = (
      <EmptyState text="No active live stream">
        <Link to={paths.mediaHub} className={buttonClass('primary', 'mt-4 w-full')}>
          <Radio aria-hidden className="size-4" />
          Go Live on the Content page
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <ul className={listClass}>
        {query.data.map((stream) => (
          <StreamRow
            key={stream.id}
            stream={stream}
            isOwn={stream.userId === userId}
            onStop={() => setStopping(stream)}
          />
        ))}
      </ul>
    );
  }

  return (
    <Section title="Live Stream">
      {body}
      <ConfirmDialog
        open={stopping !== null}
        onOpenChange={(open) => !open && setStopping(null)}
        title="Stop the live stream?"
        description={`"${stopping?.title ?? ''}" ends for everyone watching.`}
        confirmLabel={stop.isPending ? 'Stopping...' : 'Stop Stream'}
        onConfirm={() => stopping && stop.mutate(stopping)}
        pending={stop.isPending}
        destructive
      />
    </Section>
  );
}
