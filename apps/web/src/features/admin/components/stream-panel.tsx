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
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/i18n-context';
import type { MessageKey } from '../../../lib/i18n/translator';
import { timeAgo } from '../relative-time';
import { Badge, EmptyState, listClass, rowClass } from './admin-ui';

/** Where the broadcaster's encoder stands, for streams fed through our RTMP ingest. */
const ENCODER_STATE: Record<IngestState, MessageKey> = {
  waiting: 'admin.encoderWaiting',
  live: 'admin.encoderLive',
  reconnecting: 'admin.encoderReconnecting',
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
  const t = useT();
  const format = useFormat();
  return (
    <li className={rowClass}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words">{stream.title}</h3>
        <Badge tone="red">
          <Radio aria-hidden className="size-3.5" />
          {t('admin.liveBadge')}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-stage-300">
        {isOwn
          ? t('admin.yourStream')
          : t('admin.byBroadcaster', {
              name: stream.displayName ?? t('admin.anotherBroadcaster'),
            })}
        {stream.startedAt && (
          <>
            {t('admin.startedPrefix')}
            <time dateTime={stream.startedAt} title={format.exactTime(stream.startedAt)}>
              {timeAgo(stream.startedAt, format.locale, t)}
            </time>
          </>
        )}
      </p>
      <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold">
        <Eye aria-hidden className="size-4 text-accent" />
        <span aria-live="polite">
          {t('admin.watching', { count: format.count(stream.viewerCount) })}
        </span>
      </p>
      {stream.ingest && (
        <p className="mt-1 text-sm text-stage-300">{t(ENCODER_STATE[stream.ingest])}</p>
      )}
      <Button variant="danger" className="mt-3 w-full" onClick={onStop}>
        <Square aria-hidden className="size-4" />
        {t('admin.stopStream')}
      </Button>
    </li>
  );
}

export function StreamPanel() {
  const t = useT();
  const queryClient = useQueryClient();
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const query = useQuery(myStreamsQueryOptions(userId));
  const [stopping, setStopping] = useState<OwnStream | null>(null);
  const stop = useMutation({
    mutationFn: (stream: OwnStream) => stopStream(stream.id),
    onSuccess: () => {
      toast.success(t('admin.streamStopped'), { description: t('admin.streamEnded') });
      setStopping(null);
      void queryClient.invalidateQueries({ queryKey: liveKeys.all });
    },
    onError: (error) =>
      toast.error(t('admin.streamError'), {
        description: serverMessage(error, t('admin.stopFailed')),
      }),
  });

  let body;
  if (query.isPending) body = <Spinner label={t('admin.loadingStreams')} className="py-4" />;
  else if (query.isError) {
    body = (
      <ErrorNotice message={t('admin.streamsLoadFailed')} onRetry={() => void query.refetch()} />
    );
  } else if (query.data.length === 0) {
    body = (
      <EmptyState text={t('admin.noActiveStream')}>
        <Link to={paths.mediaHub} className={buttonClass('primary', 'mt-4 w-full')}>
          <Radio aria-hidden className="size-4" />
          {t('admin.goLiveOnContent')}
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
    <Section title={t('admin.liveStream')}>
      {body}
      <ConfirmDialog
        open={stopping !== null}
        onOpenChange={(open) => !open && setStopping(null)}
        title={t('admin.stopTitle')}
        description={t('admin.stopText', { title: stopping?.title ?? '' })}
        confirmLabel={stop.isPending ? t('admin.stopping') : t('admin.stopStream')}
        onConfirm={() => stopping && stop.mutate(stopping)}
        pending={stop.isPending}
        destructive
      />
    </Section>
  );
}
