import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Heart, Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { ReplaySummary } from '@fanclub/shared/schemas/replays';
import { buttonClass } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Spinner } from '../../../components/ui/spinner';
import { subscribeToPlan } from '../../../lib/subscribe-link';
import { replayQueries } from '../api/replays-api';
import { useReplayTimeline } from '../hooks/use-replay-timeline';
import { attachHls } from '../attach-stream';
import type { PlaybackFailure } from '../attach-stream';
import { ChatMessageItem } from './chat-message-item';
import { FloatingHearts } from './hearts-overlay';
import { ReplayEditForm } from './replay-edit-form';
import { useT } from '../../../lib/i18n/i18n-context';
import { tierName } from '../../../lib/i18n/member-labels';

function ReplayChat({
  said,
  hearts,
}: {
  said: ReturnType<typeof useReplayTimeline>['said'];
  hearts: number | undefined;
}) {
  const t = useT();
  const list = useRef<HTMLOListElement>(null);
  const last = said.at(-1)?.message.id;
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'nearest' });
  }, [last]);
  return (
    <section aria-label={t('media.chatReplay')} className="rounded-2xl bg-stage-900">
      <div className="flex items-center justify-between px-4 py-2 text-sm text-stage-300">
        <span>{t('media.liveChatLabel')}</span>
        <span className="flex items-center gap-1" data-testid="replay-hearts">
          <Heart aria-hidden className="size-4 text-accent-text" />
          <span className="tabular-nums">{hearts ?? 0}</span>
        </span>
      </div>
      <ol ref={list} className="h-48 overflow-y-auto pb-2" data-testid="replay-chat">
        {said.map(({ message }) => (
          <ChatMessageItem
            key={message.id}
            message={message}
            canModerate={false}
            onModerate={() => {}}
          />
        ))}
      </ol>
    </section>
  );
}

function LockedReplay({ replay }: { replay: ReplaySummary }) {
  const t = useT();
  const tier = tierName(t, replay.audienceTier);
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl bg-stage-900 px-6 py-8 text-center">
      <Lock aria-label={t('media.locked')} role="img" className="size-6" />
      <p className="text-sm">{t('media.replayForTier', { tier })}</p>
      <Link to={subscribeToPlan(replay.audienceTier)} className={buttonClass('primary')}>
        {t('media.upgradeTo', { tier })}
      </Link>
    </div>
  );
}

/** A replay playing with its chat and hearts in step (seeking included); managers get the edit form. */
export function ReplayPlayer({
  replay,
  canManage,
  onClose,
}: {
  replay: ReplaySummary;
  canManage: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const playback = useQuery({ ...replayQueries.playback(replay.id), enabled: !replay.locked });
  const video = useRef<HTMLVideoElement>(null);
  const [at, setAt] = useState(0);
  const [failure, setFailure] = useState<PlaybackFailure | null>(null);
  const { said, hearts } = useReplayTimeline(replay.id, at, !replay.locked);
  const url = playback.data?.url;
  const latest = useRef(url);
  useEffect(() => {
    latest.current = url;
  }, [url]);
  const attached = Boolean(url);

  useEffect(() => {
    const el = video.current;
    if (!el || !url) return;
    // Attached once; later token refreshes reach hls.js through the current-URL getter.
    return attachHls(el, url, setFailure, () => latest.current ?? url);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a refreshed token must not restart playback
  }, [attached]);

  const manage = canManage && <ReplayEditForm replay={replay} onDeleted={onClose} />;
  if (replay.locked) return <LockedReplay replay={replay} />;
  if (playback.isError)
    return (
      <ErrorNotice message={t('media.replayFailed')} onRetry={() => void playback.refetch()} />
    );
  return (
    <div className="grid gap-3">
      {playback.isPending && <Spinner label={t('media.loading')} className="py-6" />}
      <div className="relative">
        <video
          ref={video}
          controls
          autoPlay
          playsInline
          data-testid="replay-video"
          className="aspect-video w-full rounded-2xl bg-black"
          onTimeUpdate={(e) => setAt(e.currentTarget.currentTime)}
          onSeeked={(e) => setAt(e.currentTarget.currentTime)}
        />
        <FloatingHearts total={hearts} />
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-300">
          {t(failure === 'load' ? 'media.streamFailed' : 'media.playbackError')}
        </p>
      )}
      <ReplayChat said={said} hearts={hearts} />
      {manage}
    </div>
  );
}
