/**
 * Why a stream will not play (spec section 8, 'Playback error'): the stream could not be fetched
 * ('Failed to load stream') or not decoded ('Video playback error'). The screens say it in the
 * viewer's language (playback-message.tsx).
 */
export type PlaybackFailure = 'load' | 'playback';

const HLS_MIME = 'application/vnd.apple.mpegurl';

/**
 * hls.js at the live edge. Our ingest cuts 1 s segments without LL-HLS parts (hls-remux.ts), so
 * the defaults (3 segments behind the newest, never catching up) played 5.3-5.5 s behind the
 * camera. Two segments behind; after a stall, play up to 10 % faster back to that point rather
 * than staying late, and jump back to it past 4 segments.
 */
const LIVE_EDGE = {
  lowLatencyMode: true,
  liveSyncDurationCount: 2,
  liveMaxLatencyDurationCount: 4,
  maxLiveSyncPlaybackRate: 1.1,
} as const;

/** A master playlist that declares subtitle or closed-caption renditions. */
const DECLARES_CAPTIONS = /^#EXT-X-MEDIA:.*TYPE=(SUBTITLES|CLOSED-CAPTIONS)/m;

/**
 * Plays an HLS stream in the video element: natively where the browser can (Safari, iOS, newer
 * Chrome), otherwise through hls.js, which is only downloaded here, the first time a viewer
 * without native support watches (it is big and most visitors never watch a stream).
 * A stream that carries captions goes through hls.js wherever Media Source Extensions exist:
 * Chromium's native HLS plays the picture but drops subtitle renditions, hls.js lists them as
 * text tracks. (Safari without MSE, the iPhone, shows them natively.)
 * Returns the cleanup that detaches the stream.
 */
export function attachHls(
  video: HTMLVideoElement,
  url: string,
  onFailure: (failure: PlaybackFailure) => void,
  currentUrl?: () => string,
): () => void {
  if (!video.canPlayType(HLS_MIME)) return attachHlsJs(video, url, onFailure, currentUrl);
  if (!('MediaSource' in window)) return attachDirect(video, url);
  let detach: (() => void) | null = null;
  let disposed = false;
  // If the playlist cannot be read here, the element loads it itself and reports any failure.
  // Not awaited: the cleanup below must be returned now; a failed read is caught just below.
  void fetch(url)
    .then((res) => (res.ok ? res.text() : ''))
    .catch(() => '')
    .then((manifest) => {
      if (disposed) return;
      if (DECLARES_CAPTIONS.test(manifest)) {
        detach = attachHlsJs(video, url, onFailure, currentUrl);
        return;
      }
      // A play() asked for while the playlist was read is cancelled by setting the source: ask again.
      const resume = !video.paused;
      detach = attachDirect(video, url);
      if (resume) void video.play().catch(() => {});
    });
  return () => {
    disposed = true;
    detach?.();
  };
}

/**
 * Our HLS is addressed with an expiring token in the path (/live/<id>/<token>/index.m3u8), which
 * relative segment URIs inherit. hls.js keeps requesting under the URL it was given, so each
 * request is moved to the newest token's folder: playback goes on across token refreshes.
 */
export function withCurrentToken(
  requestUrl: string,
  attachedUrl: string,
  currentUrl: string,
): string {
  const folder = (u: string) => new URL(u, window.location.href).href.replace(/[^/]*$/, '');
  const from = folder(attachedUrl);
  const to = folder(currentUrl);
  return from !== to && requestUrl.startsWith(from)
    ? to + requestUrl.slice(from.length)
    : requestUrl;
}

function attachHlsJs(
  video: HTMLVideoElement,
  url: string,
  onFailure: (failure: PlaybackFailure) => void,
  currentUrl?: () => string,
): () => void {
  let disposed = false;
  let destroy: (() => void) | null = null;
  import('hls.js').then(
    ({ default: Hls }) => {
      if (disposed) return;
      if (!Hls.isSupported()) {
        onFailure('playback');
        return;
      }
      const hls = new Hls({
        ...LIVE_EDGE,
        xhrSetup: currentUrl
          ? (xhr, requestUrl) => {
              const fresh = withCurrentToken(requestUrl, url, currentUrl());
              if (fresh !== requestUrl) xhr.open('GET', fresh, true);
            }
          : undefined,
      });
      let recovered = false;
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (!data.fatal) return;
        // A decoder hiccup is usually recoverable once; a second one, or a network failure, is not.
        if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered) {
          recovered = true;
          hls.recoverMediaError();
          return;
        }
        onFailure(data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'load' : 'playback');
      });
      // A play() asked for while hls.js loaded is cancelled when it takes over the element: ask again.
      const resume = !video.paused;
      hls.loadSource(url);
      hls.attachMedia(video);
      if (resume) void video.play().catch(() => {});
      destroy = () => hls.destroy();
    },
    () => {
      if (!disposed) onFailure('load');
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

/** Maps a <video> element error to why the stream is not playing. */
export function mediaErrorFailure(error: MediaError | null): PlaybackFailure {
  return error &&
    (error.code === MediaError.MEDIA_ERR_NETWORK ||
      error.code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED)
    ? 'load'
    : 'playback';
}
