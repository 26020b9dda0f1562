import { useRef, useState } from 'react';
import { Eye, Play } from 'lucide-react';
import type { PublicStream } from '@fanclub/shared/schemas/live';
import { mediaErrorFailure } from '../attach-stream';
import { useOptionalPlayerStore } from '../../../lib/player/player-context';
import { liveFrameClass } from './live-states';
import { IngestHold } from './ingest-hold';
import { HeartsOverlay } from './hearts-overlay';
import { PlaybackMessage } from './playback-message';
import { useCaptionTracks } from '../hooks/use-caption-tracks';
import { useFullscreen } from '../hooks/use-fullscreen';
import { LiveControls } from './live-controls';
import { useLivePlayback } from '../hooks/use-live-playback';
import { ViewerCountAnnouncer } from './live-announcers';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

/** Live: the stream with a LIVE badge, the server's viewer count, play/pause, mute, captions (when the stream has them) and full screen. */
export function LivePlayer({ stream }: { stream: PublicStream }) {
  const t = useT();
  const format = useFormat();
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const fullscreen = useFullscreen(frame, video);
  const captions = useCaptionTracks(video);
  const music = useOptionalPlayerStore();
  const { unplayable, hold, failure, setFailure, retry, togglePlay } = useLivePlayback(
    stream,
    video,
  );

  const toggleMute = () => {
    if (video.current) video.current.muted = !video.current.muted;
  };

  const message = unplayable ?? (hold ? null : failure);
  return (
    <article className="overflow-hidden rounded-3xl border border-white/5 bg-stage-800">
      <div ref={frame} className={`${liveFrameClass} bg-black`}>
        {!unplayable && (
          <video
            ref={video}
            playsInline
            preload="metadata"
            aria-label={t('media.liveStreamTitle', { title: stream.title })}
            data-controls-overlay
            onClick={togglePlay}
            onPlay={() => {
              setPlaying(true);
              music?.pause();
            }}
            onPause={() => setPlaying(false)}
            onVolumeChange={(e) => setMuted(e.currentTarget.muted)}
            onError={(e) => setFailure(mediaErrorFailure(e.currentTarget.error))}
            className="absolute inset-0 size-full object-contain"
          />
        )}
        {hold && !unplayable && <IngestHold state={hold} />}
        {!playing && !message && !hold && (
          <span
            aria-hidden
            className="pointer-events-none absolute inset-0 grid place-items-center"
          >
            <span className="grid size-16 place-items-center rounded-full bg-white/90 text-stage-900">
              <Play className="ml-1 size-7 fill-current" />
            </span>
          </span>
        )}
        {message && (
          <PlaybackMessage reason={message} onRetry={failure && !unplayable ? retry : undefined} />
        )}
        <HeartsOverlay streamId={stream.id} />
        <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2.5 py-1 text-xs font-bold tracking-wide">
          <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-white" />
          {t('media.liveBadge')}
        </span>
        <span className="absolute top-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold backdrop-blur">
          <Eye aria-hidden className="size-3.5" />
          <span aria-hidden>
            {t('media.watchingShort', {
              count: stream.viewerCount,
              n: format.count(stream.viewerCount),
            })}
          </span>
          <ViewerCountAnnouncer count={stream.viewerCount} />
        </span>
        {!unplayable && !hold && (
          <LiveControls
            playing={playing}
            muted={muted}
            onTogglePlay={togglePlay}
            onToggleMute={toggleMute}
            captions={captions}
            fullscreen={fullscreen}
          />
        )}
      </div>
      <div className="p-4">
        <h3 className="font-semibold">{stream.title}</h3>
        {stream.displayName && <p className="text-sm text-stage-300">{stream.displayName}</p>}
        {stream.description && <p className="mt-2 text-sm text-stage-300">{stream.description}</p>}
      </div>
    </article>
  );
}
