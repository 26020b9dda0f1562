/** What a viewer is told when a stream will not play (spec section 8, 'Playback error'). */
export type PlaybackFailure = 'Video playback error' | 'Failed to load stream';

const HLS_MIME = 'application/vnd.apple.mpegurl';

/**
 * Plays an HLS stream in the video element: natively where the browser can (Safari, iOS, newer
 * Chrome), otherwise through hls.js, which is only downloaded here, the first time a viewer
 * without native support watches (it is big and most visitors never watch a stream).
 * Returns the cleanup that detaches the stream.
 */
export function attachHls(video: HTMLVideoElement, url: string, onFailure: (failure: PlaybackFailure) => void): () => void {
  if (video.canPlayType(HLS_MIME)) return attachDirect(video, url);
  let disposed = false;
  let destroy: (() => void) | null = null;
  import('hls.js').then(
    ({ default: Hls }) => {
      if (disposed) return;
      if (!Hls.isSupported()) {
        onFailure('Video playback error');
        return;
      }
      const hls = new Hls({ lowLatencyMode: true });
      let recovered = false;
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        // A decoder hiccup is usually recoverable once; a second one, or a network failure, is not.
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
          recovered = true;
          hls.recoverMediaError();
          return;
        }
        onFailure(data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'Failed to load stream' : 'Video playback error');
      });
      hls.loadSource(url);
      hls.attachMedia(video);
      destroy = () => hls.destroy();
    },
    () => {
      if (!disposed) onFailure('Failed to load stream');
    },
  );
  return () => {
    disposed = true;
    destroy?.();
  };
}

/** A file or stream the browser plays by itself. */
export function attachDirect(video: HTMLVideoElement, url: string): () => void {
  video.src = url;
  return () => {
    video.removeAttribute('src');
    video.load();
  };
}

/** Maps a <video> element error to the viewer-facing message. */
export function mediaErrorFailure(error: MediaError | null): PlaybackFailure {
  return error && (error.code === MediaError.MEDIA_ERR_NETWORK || error.code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED)
    ? 'Failed to load stream'
    : 'Video playback error';
}
