import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RECONNECT_DELAYS_MS } from '@fanclub/shared/limits';
import type { PublicStream } from '@fanclub/shared/schemas/live';
import { attachDirect, attachHls } from '../attach-stream';
import type { PlaybackFailure } from '../attach-stream';
import { liveQueries } from '../api/live-api';

/** Why the picture is not showing: a stream type browsers cannot play, or a load or decode failure. */
export type NotPlaying = PlaybackFailure | 'rtmp' | 'webrtc';

/** Stream types no browser plays by itself (playback-message.tsx says why, in the viewer's words). */
const UNPLAYABLE: Partial<Record<PublicStream['streamType'], NotPlaying>> = {
  rtmp: 'rtmp',
  webrtc: 'webrtc',
};

/**
 * Attaches a live stream to the video element and keeps it attached: the signed URL is
 * refreshed before it expires without restarting the player, a stream announced before its
 * encoder sends is retried (1, 2, 5, then every 10 s), and while our ingest waits or reconnects
 * the player holds instead of failing.
 */
export function useLivePlayback(
  stream: PublicStream,
  video: RefObject<HTMLVideoElement | null>,
  /** Start at once (the full-screen viewer, muted so browsers allow it) instead of on Play. */
  autoplay = false,
) {
  const [failure, setFailure] = useState<PlaybackFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
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
  const unplayable: NotPlaying | null =
    UNPLAYABLE[streamType] ?? (playback.isError && !hasUrl ? 'load' : null);
  // Fed by our ingest but no video yet (or the encoder dropped): wait instead of failing.
  const hold =
    stream.ingest === 'waiting' || stream.ingest === 'reconnecting' ? stream.ingest : null;
  // Whether the viewer pressed Play: after a reconnect the stream resumes without another tap.
  const wantsPlayRef = useRef(autoplay);
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
    if (detach && wantsPlayRef.current) void el.play().catch(() => {});
    return detach;
  }, [video, hasUrl, streamType, attempt, heldBefore]);

  // A stream is announced when it starts, but the encoder may only begin sending seconds later:
  // keep trying to load it instead of leaving viewers at an error.
  useEffect(() => {
    if (failure !== 'load' || heldBefore) return;
    const timer = setTimeout(
      () => retry(),
      RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)],
    );
    return () => clearTimeout(timer);
  }, [failure, attempt, heldBefore]);

  /** Play or pause, remembering the choice so a reconnect resumes (or not) without another tap. */
  function togglePlay() {
    const el = video.current;
    if (!el) return;
    wantsPlayRef.current = el.paused;
    // A refused play() (autoplay rules, a source that failed) is reported by the element itself.
    if (el.paused) void el.play().catch(() => {});
    else el.pause();
  }

  return { unplayable, hold, failure, setFailure, retry, togglePlay };
}
