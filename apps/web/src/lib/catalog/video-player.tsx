import { useState } from 'react';
import type { ImageAsset } from '@fanclub/shared/media';

interface VideoPlayerProps {
  src: string;
  poster: ImageAsset | null;
  title: string;
  /** Starts playing at once: only where the viewer just tapped to watch. */
  autoPlay?: boolean;
  className?: string;
}

/** Native HTML5 player (controls, inline on iOS) with a readable message if the file will not play. */
export function VideoPlayer({ src, poster, title, autoPlay = false, className = '' }: VideoPlayerProps) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div role="alert" className={`grid place-items-center bg-black/60 p-6 text-center text-sm text-stage-300 ${className}`}>
        This video could not be played right now. Please try again later.
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
      onError={() => setFailed(true)}
      className={`bg-black ${className}`}
    />
  );
}
