import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Captions, Eye, Maximize, Minimize, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { RECONNECT_DELAYS_MS } from '@fanclub/shared/limits';
import type { PublicStream } from '@fanclub/shared/schemas/live';
import { attachDirect, attachHls, mediaErrorFailure } from '../../../lib/live/attach-stream';
import type { PlaybackFailure } from '../../../lib/live/attach-stream';
import { useOptionalPlayerStore } from '../../../lib/player/player-context';
import { liveFrameClass } from './live-states';
import { IngestHold } from './ingest-hold';
import { HeartsOverlay } from './hearts-overlay';
import { useCaptionTracks } from './use-caption-tracks';
import { useFullscreen } from './use-fullscreen';
import { liveQueries } from '../api/live-api';

const UNPLAYABLE: Partial<Record<PublicStream['streamType'], string>> = {
  rtmp: "Browsers can't play RTMP streams directly. This stream will show here once it is also available as HLS.",
  webrtc: 'WebRTC playback is not supported yet.',
};

function ControlButton({
  label,
  onClick,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full bg-black/50 text-white backdrop-blur hover:bg-white/20"
    >
      {children}
    </button>
  );
}

/** Live: the stream with a LIVE badge, the server's viewer count, play/pause, mute, captions (when the stream has them) and full screen. */
export function LivePlayer({ stream }: { stream: PublicStream }) {
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<PlaybackFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const fullscreen = useFullscreen(frame, video);
  const captions = useCaptionTracks(video);
  const music = useOptionalPlayerStore();
  const { streamType } = stream;
  // The URL comes signed, per viewer, and is refreshed before it expires (live-api.ts). The
  // player attaches once and then follows the newest token without restarting (attach-stream.ts).
  const playback = useQuery(liveQueries.playback(stream.id));
  const latestUrl = useRef<string | null>(null);
  const currentUrl = playback.data?.url;
  useEffect(() => {
    if (currentUrl) latestUrl.current = currentUrl;
  }, [currentUrl]);
  const hasUrl = currentUrl !== undefined;
  const unplayable =
    UNPLAYABLE[streamType] ?? (playback.isError && !hasUrl ? 'Failed to load stream' : null);
  // Fed by our ingest but no video yet (or the encoder dropped): wait instead of failing.
  const hold =
    stream.ingest === 'waiting' || stream.ingest === 'reconnecting' ? stream.ingest : null;
  // Whether the viewer pressed Play: after a reconnect the stream resumes without another tap.
  const wantsPlay = useRef(false);
  const [heldBefore, setHeldBefore] = useState(hold !== null);
  if (heldBefore !== (hold !== null)) {
    setHeldBefore(hold !== null);
    setFailure(null);
  }

  function retry() {
    setFailure(null);
    setAttempt((n) => n + 1);
  }

  useEffect(() => {
    const el = video.current;
    const url = latestUrl.current;
    if (!el || !hasUrl || !url || heldBefore) return;
    const detach =
      streamType === 'hls'
        ? attachHls(el, url, setFailure, () => latestUrl.current ?? url)
        : streamType === 'direct'
          ? attachDirect(el, url)
          : undefined;
    if (detach && wantsPlay.current) void el.play().catch(() => {});
    return detach;
  }, [hasUrl, streamType, attempt, heldBefore]);

  // A stream is announced when it starts, but the encoder may only begin sending seconds later:
  // keep trying to load it (1, 2, 5, then every 10 s) instead of leaving viewers at an error.
  useEffect(() => {
    if (failure !== 'Failed to load stream' || heldBefore) return;
    const timer = setTimeout(
      () => retry(),
      RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)],
    );
    return () => clearTimeout(timer);
  }, [failure, attempt, heldBefore]);

  const togglePlay = () => {
    const el = video.current;
    if (!el) return;
    wantsPlay.current = el.paused;
    // A refused play() (autoplay rules, a source that failed) is reported by the element itself.
    if (el.paused) void el.play().catch(() => {});
    else el.pause();
  };
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
            aria-label={`Live stream: ${stream.title}`}
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
          <div
            role="alert"
            className="absolute inset-0 grid place-content-center gap-2 bg-black/70 px-8 text-center"
          >
            <p className="text-sm font-semibold">{message}</p>
            {failure && !unplayable && (
              <button
                type="button"
                onClick={retry}
                className="mx-auto min-h-11 rounded-full px-4 text-sm font-semibold hover:bg-white/10"
              >
                Try again
              </button>
            )}
          </div>
        )}
        <HeartsOverlay streamId={stream.id} />
        <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2.5 py-1 text-xs font-bold tracking-wide">
          <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-white" />
          LIVE
        </span>
        <span className="absolute top-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold backdrop-blur">
          <Eye aria-hidden className="size-3.5" />
          <span aria-live="polite" aria-atomic="true">
            {stream.viewerCount.toLocaleString()} watching
          </span>
        </span>
        {!unplayable && !hold && (
          <div className="absolute inset-x-0 bottom-0 flex items-center gap-2 bg-gradient-to-t from-black/70 to-transparent p-3 pt-8">
            <ControlButton label={playing ? 'Pause' : 'Play'} onClick={togglePlay}>
              {playing ? (
                <Pause aria-hidden className="size-5 fill-current" />
              ) : (
                <Play aria-hidden className="ml-0.5 size-5 fill-current" />
              )}
            </ControlButton>
            <ControlButton label={muted ? 'Unmute' : 'Mute'} onClick={toggleMute}>
              {muted ? (
                <VolumeX aria-hidden className="size-5" />
              ) : (
                <Volume2 aria-hidden className="size-5" />
              )}
            </ControlButton>
            <span className="flex-1" />
            {captions.available && (
              <ControlButton label="Captions" pressed={captions.showing} onClick={captions.toggle}>
                <Captions
                  aria-hidden
                  className={`size-5 ${captions.showing ? 'text-accent' : ''}`}
                />
              </ControlButton>
            )}
            <ControlButton
              label={fullscreen.active ? 'Exit full screen' : 'Full screen'}
              onClick={fullscreen.toggle}
            >
              {fullscreen.active ? (
                <Minimize aria-hidden className="size-5" />
              ) : (
                <Maximize aria-hidden className="size-5" />
              )}
            </ControlButton>
          </div>
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
