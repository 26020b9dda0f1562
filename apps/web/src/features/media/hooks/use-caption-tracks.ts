import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

const isCaptionTrack = (track: TextTrack) =>
  track.kind === 'subtitles' || track.kind === 'captions';

function captionTracks(video: HTMLVideoElement | null): TextTrack[] {
  return video ? [...video.textTracks].filter(isCaptionTrack) : [];
}

/** The track to show: one in the viewer's language if the stream has it, else the first. */
function preferredTrack(tracks: TextTrack[]): TextTrack | undefined {
  const language = navigator.language.slice(0, 2).toLowerCase();
  return tracks.find((t) => t.language.slice(0, 2).toLowerCase() === language) ?? tracks[0];
}

/**
 * Captions and subtitles the stream carries, as the video element's text tracks: native HLS
 * (Safari) and hls.js (its subtitle renditions and embedded CEA-608 captions) both list them
 * there, and hls.js follows a track's mode, so one toggle serves both. `available` is false
 * while the stream has none, so the player shows no Captions button then.
 */
export function useCaptionTracks(video: RefObject<HTMLVideoElement | null>) {
  const [available, setAvailable] = useState(false);
  const [showing, setShowing] = useState(false);

  useEffect(() => {
    const tracks = video.current?.textTracks;
    if (!tracks) return;
    const sync = () => {
      const list = captionTracks(video.current);
      setAvailable(list.length > 0);
      setShowing(list.some((t) => t.mode === 'showing'));
    };
    sync();
    tracks.addEventListener('addtrack', sync);
    tracks.addEventListener('removetrack', sync);
    tracks.addEventListener('change', sync);
    return () => {
      tracks.removeEventListener('addtrack', sync);
      tracks.removeEventListener('removetrack', sync);
      tracks.removeEventListener('change', sync);
    };
  }, [video]);

  const toggle = () => {
    const list = captionTracks(video.current);
    if (list.some((t) => t.mode === 'showing')) {
      for (const t of list) t.mode = 'disabled';
    } else {
      const chosen = preferredTrack(list);
      for (const t of list) t.mode = t === chosen ? 'showing' : 'disabled';
    }
    setShowing(list.some((t) => t.mode === 'showing'));
  };

  return { available, showing, toggle };
}
