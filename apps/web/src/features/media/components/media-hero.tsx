import { NewAlbumButton } from '../../../lib/catalog/album-button';
import { LoopingVideo } from './looping-video';
import { useT } from '../../../lib/i18n/i18n-context';

/** Looping hero clip with the screen title and the album button (spec: Exclusive content screen). */
export function MediaHero() {
  const t = useT();
  return (
    <header className="relative isolate h-[24rem] overflow-hidden bg-stage-950">
      <LoopingVideo priority className="absolute inset-0 -z-20 size-full object-cover" />
      {/* Keeps the title readable over any frame of the loop. */}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-b from-black/40 via-transparent to-stage-900"
      />
      <div className="absolute inset-x-0 bottom-0 px-4 pb-6">
        <p className="text-xs font-semibold tracking-[0.3em] text-white/85 uppercase">
          {t('media.membersArea')}
        </p>
        <h1 className="mt-2 font-display text-4xl leading-none font-extrabold tracking-tight">
          {t('media.mediaHub')}
        </h1>
        <NewAlbumButton className="mt-5 w-full" />
      </div>
    </header>
  );
}
