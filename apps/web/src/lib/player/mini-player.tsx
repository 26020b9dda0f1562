import { useRef } from 'react';
import { useLocation } from 'react-router';
import { SkipForward, X } from 'lucide-react';
import { ArtImage } from '../../components/ui/art-image';
import { paths } from '../../app/paths';
import { PlayPauseIcon } from './play-pause-icon';
import { usePlayer } from './player-context';
import { PreviewBadge, UpgradeForFullTrack } from './preview-badge';
import { PlayerSeekBar, PlayerTimes } from './seek-bar';
import { useKeepControlsClear } from './use-keep-controls-clear';
import { useQuery } from '@tanstack/react-query';
import { catalogQueries } from '../catalog/catalog-queries';
import { useMediaSession } from './media-session';
import { useT } from '../i18n/i18n-context';

// How far the bar's top sits above the viewport's bottom (bar 6.5rem, plus the nav bar if any).
const BAR_TOP = {
  nav: 'calc(3.5rem + 1px + env(safe-area-inset-bottom) + 6.5rem)',
  plain: 'calc(env(safe-area-inset-bottom) + 6.5rem)',
};

/**
 * sonner (2.x) places bottom toasts with these custom properties, set inline on its list; while the
 * bar shows they are lifted above it, so a toast never hides the controls. Keyboard focus is kept
 * clear of the bar the same way (WCAG 2.4.11): the page scrolls it above the bar's top.
 */
const liftToasts = (top: string) =>
  `[data-sonner-toaster][data-y-position=bottom]{--offset-bottom:calc(${top} + 16px)!important;--mobile-offset-bottom:calc(${top} + 12px)!important}` +
  `html:root{scroll-padding-bottom:calc(${top} + 8px)}`;

const iconButton =
  'grid size-11 shrink-0 place-items-center rounded-full text-white hover:bg-white/10 disabled:text-stage-400 disabled:hover:bg-transparent';

/**
 * The now-playing bar, shown while a track is loaded. It floats above the bottom navigation where
 * there is one, and an in-flow spacer of the same height keeps it from covering the page's end.
 */
export function MiniPlayer({ aboveNav }: { aboveNav: boolean }) {
  const t = useT();
  const { track, queue, index, playing, loading, error, playback, controls } = usePlayer();
  const bar = useRef<HTMLElement>(null);
  useKeepControlsClear(bar, track?.id ?? null);
  // The lock screen's controls: here, not in PlayerProvider, so that they load with this bar when
  // a track is first loaded, not with every screen (the first-load budget). The bar is mounted
  // exactly while a track is loaded, also under the full-screen live viewer (it renders nothing).
  const artist = useQuery({ ...catalogQueries.artist(), enabled: track !== null });
  useMediaSession(controls, track, playing, artist.data?.name ?? '');
  // The full-screen live viewer covers the screen: no bar (nor its buttons) behind it.
  const covered = useLocation().pathname === paths.live;
  if (!track || covered) return null;
  const preview = playback?.kind === 'preview';

  return (
    <>
      <div
        aria-hidden
        className={aboveNav ? 'h-28' : 'h-[calc(7rem+env(safe-area-inset-bottom))]'}
      />
      <style>{liftToasts(aboveNav ? BAR_TOP.nav : BAR_TOP.plain)}</style>
      <section
        ref={bar}
        aria-label={t('player.nowPlaying')}
        aria-busy={loading}
        className={`fixed inset-x-0 z-40 px-2 pb-2 ${
          aboveNav
            ? 'bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))]'
            : 'bottom-[env(safe-area-inset-bottom)]'
        }`}
      >
        <div className="mx-auto max-w-xl rounded-2xl border border-white/10 bg-stage-800/95 px-3 pt-2 shadow-2xl shadow-black/60 backdrop-blur">
          <div className="flex items-center gap-3">
            <ArtImage
              image={track.coverImage}
              alt=""
              sizes="44px"
              className="size-11 shrink-0 rounded-lg object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold">{track.title}</p>
              <p className="flex items-center gap-2 text-xs text-stage-300">
                {preview && <PreviewBadge />}
                {error ? (
                  <span className="truncate text-red-300">{t(error)}</span>
                ) : (
                  <PlayerTimes />
                )}
              </p>
            </div>
            <button
              type="button"
              aria-label={playing ? t('player.pause') : t('player.play')}
              onClick={controls.toggle}
              className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-stage-900 hover:bg-stage-300"
            >
              <PlayPauseIcon playing={playing} loading={loading} className="size-5" />
            </button>
            <button
              type="button"
              aria-label={t('player.nextTrack')}
              onClick={controls.next}
              disabled={index + 1 >= queue.length}
              className={iconButton}
            >
              <SkipForward aria-hidden className="size-5 fill-current" />
            </button>
            <button
              type="button"
              aria-label={t('player.closePlayer')}
              onClick={controls.close}
              className={`${iconButton} -mr-2`}
            >
              <X aria-hidden className="size-5" />
            </button>
          </div>
          <div className="flex items-center gap-2">
            <PlayerSeekBar className="min-w-0 flex-1" />
            {preview && <UpgradeForFullTrack className="-mr-2" />}
          </div>
        </div>
      </section>
    </>
  );
}
