import { RotateCw } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/i18n-context';
import { LoopingVideo } from './looping-video';

// Every state keeps the same 16:9 frame, so nothing below moves when the stream loads or ends.
export const liveFrameClass = 'relative isolate aspect-video overflow-hidden';
const card = `${liveFrameClass} rounded-3xl border border-white/5`;

export function LiveLoading() {
  const t = useT();
  return (
    <div className={`${card} grid animate-pulse place-items-center bg-stage-800`}>
      <Spinner label={t('media.loadingLive')} />
    </div>
  );
}

export function LiveError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useT();
  return (
    <div
      role="alert"
      className={`${card} grid place-content-center gap-3 bg-stage-800 px-6 text-center`}
    >
      <p className="font-semibold">{t('media.liveFailed')}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mx-auto inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-semibold hover:bg-white/10 disabled:opacity-60"
      >
        <RotateCw aria-hidden className={`size-4 ${retrying ? 'animate-spin' : ''}`} />
        {t('media.tryAgain')}
      </button>
    </div>
  );
}

/** No stream: the looping preview, a 'Preview' badge and the spec's line. */
export function LivePreview() {
  const t = useT();
  return (
    <div className={`${card} bg-stage-800`}>
      <LoopingVideo className="absolute inset-0 -z-20 size-full object-cover" />
      <div aria-hidden className="absolute inset-0 -z-10 bg-black/55" />
      <span className="absolute top-3 left-3 rounded-full bg-white/15 px-3 py-1 text-xs font-bold tracking-wide uppercase backdrop-blur">
        {t('media.preview')}
      </span>
      <div className="grid size-full place-content-center gap-1 px-6 text-center">
        <p className="text-xs font-semibold tracking-wider text-white/80 uppercase">
          {t('media.noLive')}
        </p>
        <p className="text-lg font-semibold">{t('media.checkBack')}</p>
      </div>
    </div>
  );
}
