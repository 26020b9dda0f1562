import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

type IosVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/**
 * Full screen for the player frame (so our badges and controls come along). iPhone Safari has no
 * element full screen, only the video's own, which it then controls itself.
 */
export function useFullscreen(
  frame: RefObject<HTMLElement | null>,
  video: RefObject<HTMLVideoElement | null>,
) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const sync = () =>
      setActive(
        document.fullscreenElement !== null && document.fullscreenElement === frame.current,
      );
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [frame]);

  const toggle = () => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => {});
    } else if (document.fullscreenEnabled && frame.current) {
      void frame.current.requestFullscreen().catch(() => {});
    } else {
      (video.current as IosVideo | null)?.webkitEnterFullscreen?.();
    }
  };

  return { active, toggle };
}
