import { RotateCw } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { LoopingVideo } from './looping-video';

// Every state keeps the same 16:9 frame, so nothing below moves when the stream loads or ends.
export const liveFrameClass = 'relative isolate aspect-video overflow-hidden';
const card = `${liveFrameClass} rounded-3xl border border-white/5`;

export function LiveLoading() {
  return (
    <div className={`${card} grid animate-pulse place-items-center bg-stage-800`}>
      <Spinner label="Loading live stream" />
    </div>
  );
}

export function LiveError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className={`${card} grid place-content-center gap-3 bg-stage-800 px-6 text-center`}
    >
      <p className="font-semibold">Failed to load live stream</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mx-auto inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-semibold hover:bg-white/10 disabled:opacity-60"
      >
        <RotateCw aria-hidden className={`size-4 ${retrying ? 'animate-spin' : ''}`} />
        Try again
      </button>
    </div>
  );
}

/** No stream: the looping preview, a 'Preview' badge and the spec's line. */
export function LivePreview() {
  return (
    <div className={`${card} bg-stage-800`}>
      <LoopingVideo className="absolute inset-0 -z-20 size-full object-cover" />
      <div aria-hidden className="absolute inset-0 -z-10 bg-black/55" />
      <span className="absolute top-3 left-3 rounded-full bg-white/15 px-3 py-1 text-xs font-bold tracking-wide uppercase backdrop-blur">
        Preview
      </span>
      <div className="grid size-full place-content-center gap-1 px-6 text-center">
        <p className="text-xs font-semibold tracking-wider text-white/80 uppercase">
          No active live stream
        </p>
        <p className="text-lg font-semibold">Check back soon for live content!</p>
      </div>
    </div>
  );
}
