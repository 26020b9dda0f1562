import { useReducedMotion } from '../../../lib/use-reduced-motion';

const POSTER = '/media/landing-poster.webp';
// Intrinsic size of the loop and its poster (portrait 9:16), so the box never resizes on load.
const WIDTH = 1080;
const HEIGHT = 1920;

/**
 * Silent decorative loop (muted, inline, no controls). Under prefers-reduced-motion only the
 * poster frame is shown, so nothing moves that the user did not ask for.
 */
export function LoopingVideo({
  className = '',
  priority = false,
}: {
  className?: string;
  priority?: boolean;
}) {
  const reducedMotion = useReducedMotion();
  if (reducedMotion) {
    return (
      <img
        src={POSTER}
        alt=""
        width={WIDTH}
        height={HEIGHT}
        fetchPriority={priority ? 'high' : 'auto'}
        className={className}
      />
    );
  }
  return (
    <video
      className={className}
      poster={POSTER}
      width={WIDTH}
      height={HEIGHT}
      autoPlay
      muted
      loop
      playsInline
      preload={priority ? 'auto' : 'metadata'}
      aria-hidden
      tabIndex={-1}
    >
      <source src="/media/landing-loop.webm" type="video/webm" />
      <source src="/media/landing-loop.mp4" type="video/mp4" />
    </video>
  );
}
