import { LoaderCircle, Pause, Play } from 'lucide-react';

/** Pause while sound is wanted (spinning while it loads), Play otherwise. */
export function PlayPauseIcon({
  playing,
  loading,
  className,
}: {
  playing: boolean;
  loading: boolean;
  className: string;
}) {
  if (playing && loading)
    return <LoaderCircle aria-hidden className={`${className} animate-spin`} />;
  if (playing) return <Pause aria-hidden className={`${className} fill-current`} />;
  return <Play aria-hidden className={`${className} translate-x-px fill-current`} />;
}
