import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CLIPS_ROW_SIZE } from '@fanclub/shared/limits';
import type { ExclusiveClip } from '@fanclub/shared/schemas/catalog';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Section } from '../../../components/ui/screen';
import { Skeleton } from '../../../components/ui/skeleton';
import { scrollRowClass } from '../../../lib/catalog/scroll-row';
import { VideoDialog } from '../../../lib/catalog/video-dialog';
import { useViewer } from '../../../lib/catalog/viewer';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { useT } from '../../../lib/i18n/i18n-context';
import { mediaQueries } from '../api/media-api';
import { ClipCard } from './clip-card';

// Two cards fit on a phone, so four clips have three resting positions: three dots (spec).
const DOTS = CLIPS_ROW_SIZE - 1;
const CARD = 'w-[11rem] shrink-0 snap-start';

/** 'Exclusive Clips': a scroll-snap row of four with position dots. */
export function ClipsRow() {
  const t = useT();
  const viewer = useViewer();
  const clips = useQuery(mediaQueries.clips(viewer));
  const row = useRef<HTMLUListElement>(null);
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState<ExclusiveClip | null>(null);
  const reducedMotion = useReducedMotion();

  const onScroll = () => {
    const el = row.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    setPosition(max > 0 ? Math.round((el.scrollLeft / max) * (DOTS - 1)) : 0);
  };
  const scrollToDot = (dot: number) => {
    const el = row.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    el.scrollTo({ left: (max * dot) / (DOTS - 1), behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  let body;
  if (clips.isPending) {
    body = (
      <div className={scrollRowClass}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className={`${CARD} aspect-[4/5]`} />
        ))}
      </div>
    );
  } else if (clips.isError) {
    body = <ErrorNotice message={t('media.clipsFailed')} onRetry={() => void clips.refetch()} />;
  } else {
    body = (
      <>
        <ul ref={row} onScroll={onScroll} className={scrollRowClass}>
          {clips.data.map((clip) => (
            <li key={clip.id} className={CARD}>
              <ClipCard clip={clip} onPlay={setPlaying} />
            </li>
          ))}
        </ul>
        {clips.data.length > 2 && (
          <div className="flex justify-center">
            {Array.from({ length: DOTS }, (_, dot) => (
              <button
                key={dot}
                type="button"
                onClick={() => scrollToDot(dot)}
                aria-label={t('media.clipsPosition', { position: dot + 1, total: DOTS })}
                aria-current={dot === position ? 'true' : undefined}
                className="group grid size-11 place-items-center"
              >
                <span
                  aria-hidden
                  className={`h-2 rounded-full transition-all ${dot === position ? 'w-6 bg-accent-fill' : 'w-2 bg-stage-400 group-hover:bg-stage-300'}`}
                />
              </button>
            ))}
          </div>
        )}
      </>
    );
  }

  return (
    <Section title={t('media.exclusiveClips')}>
      {body}
      <VideoDialog
        fullscreen
        video={
          playing && playing.videoUrl
            ? { ...playing, videoUrl: playing.videoUrl, poster: playing.thumbnail }
            : null
        }
        onClose={() => setPlaying(null)}
      />
    </Section>
  );
}
