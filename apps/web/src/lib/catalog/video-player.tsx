import { useEffect, useState } from 'react';
import type { ImageAsset } from '@fanclub/shared/media';
import { useOptionalPlayerStore } from '../player/player-context';
import { useT } from '../i18n/i18n-context';

interface VideoPlayerProps {
  src: string;
  /** The provider's privacy-enhanced player; when set it is used instead of our own file. */
  embedUrl?: string | null;
  poster: ImageAsset | null;
  title: string;
  /** Starts playing at once: only where the viewer just tapped to watch. */
  autoPlay?: boolean;
  className?: string;
}

function embedSrc(embedUrl: string, autoPlay: boolean): string {
  if (!autoPlay) return embedUrl;
  const url = new URL(embedUrl);
  url.searchParams.set('autoplay', '1');
  return url.href;
}

/**
 * The provider's embedded player when the video is published there, otherwise the native HTML5
 * player (controls, inline on iOS) with a readable message if the file will not play. Music
 * pauses when a video starts, so the two never play over each other.
 */
export function VideoPlayer({
  src,
  embedUrl,
  poster,
  title,
  autoPlay = false,
  className = '',
}: VideoPlayerProps) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const player = useOptionalPlayerStore();

  useEffect(() => {
    // An embed cannot tell us when it starts; it was opened to be watched, so music stops now.
    if (embedUrl && autoPlay) player?.pause();
  }, [embedUrl, autoPlay, player]);

  if (embedUrl) {
    return (
      <iframe
        src={embedSrc(embedUrl, autoPlay)}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        className={`border-0 bg-black ${className}`}
      />
    );
  }
  if (failed) {
    return (
      <div
        role="alert"
        className={`grid place-items-center bg-black/60 p-6 text-center text-sm text-stage-300 ${className}`}
      >
        {t('catalog.videoFailed')}
      </div>
    );
  }
  return (
    <video
      key={src}
      src={src}
      poster={poster?.url}
      controls
      playsInline
      autoPlay={autoPlay}
      preload="metadata"
      aria-label={title}
      onPlay={() => player?.pause()}
      onError={() => setFailed(true)}
      className={`bg-black ${className}`}
    />
  );
}
