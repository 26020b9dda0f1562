import { useRef, useState } from 'react';
import { Play, Volume2, VolumeX } from 'lucide-react';
import type { PublicStream } from '@fanclub/shared/schemas/live';
import { mediaErrorFailure } from '../attach-stream';
import { useOptionalPlayerStore } from '../../../lib/player/player-context';
import { HeartsOverlay } from './hearts-overlay';
import { IngestHold } from './ingest-hold';
import { PlaybackMessage } from './playback-message';
import { useLivePlayback } from '../hooks/use-live-playback';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * The full-screen viewer's picture: it starts at once, muted (the only autoplay browsers allow),
 * with a big "Tap to unmute" until the fan does. Portrait fills the phone (cover), landscape shows
 * the whole frame (contain). A tap on the picture pauses or plays; hearts float up the right.
 */
export function LiveStage({ stream }: { stream: PublicStream }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const music = useOptionalPlayerStore();
  const { unplayable, hold, failure, setFailure, retry, togglePlay } = useLivePlayback(
    stream,
    video,
    true,
  );

  const setSound = (on: boolean) => {
    const el = video.current;
    if (!el) return;
    el.muted = !on;
    // Unmuting is a tap: if autoplay was refused, this is the gesture that starts the picture.
    if (on && el.paused) void el.play().catch(() => {});
  };

  const message = unplayable ?? (hold ? null : failure);
  const showing = !unplayable && !hold && !message;
  return (
    <div className="absolute inset-0 bg-black">
      {!unplayable && (
        <video
          ref={video}
          autoPlay
          muted
          playsInline
          aria-label={t('media.liveStreamTitle', { title: stream.title })}
          onClick={togglePlay}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onVolumeChange={(e) => {
            setMuted(e.currentTarget.muted);
            // The fan's music and the show's sound would talk over each other.
            if (!e.currentTarget.muted) music?.pause();
          }}
          onError={(e) => setFailure(mediaErrorFailure(e.currentTarget.error))}
          className="absolute inset-0 size-full object-cover landscape:object-contain"
        />
      )}
      {hold && !unplayable && <IngestHold state={hold} />}
      {message && (
        <PlaybackMessage reason={message} onRetry={failure && !unplayable ? retry : undefined} />
      )}
      {showing && !playing && (
        <button
          type="button"
          onClick={togglePlay}
          aria-label={t('media.play')}
          className="absolute top-1/2 left-1/2 z-10 grid size-16 -translate-1/2 place-items-center rounded-full bg-white/90 text-stage-900"
        >
          <Play aria-hidden className="ml-1 size-7 fill-current" />
        </button>
      )}
      {showing && muted && (
        <button
          type="button"
          onClick={() => setSound(true)}
          className="absolute top-[calc(5rem+env(safe-area-inset-top))] left-1/2 z-20 inline-flex min-h-12 -translate-x-1/2 items-center gap-2 rounded-full bg-white px-5 text-base font-bold text-stage-900 shadow-lg"
        >
          <VolumeX aria-hidden className="size-5" />
          {t('media.tapToUnmute')}
        </button>
      )}
      {showing && !muted && (
        <button
          type="button"
          onClick={() => setSound(false)}
          aria-label={t('media.mute')}
          className="absolute top-[calc(4.5rem+env(safe-area-inset-top))] right-[max(0.75rem,env(safe-area-inset-right))] z-20 grid size-11 place-items-center rounded-full bg-black/40 backdrop-blur hover:bg-white/20"
        >
          <Volume2 aria-hidden className="size-5" />
        </button>
      )}
      <HeartsOverlay streamId={stream.id} className="right-1 bottom-[40%] h-1/3" />
    </div>
  );
}
