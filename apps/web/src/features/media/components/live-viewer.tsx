import { Section } from '../../../components/ui/screen';
import { LoopingVideo } from './looping-video';

/**
 * The 'Exclusive Content' live-stream player. For now it always shows the spec's no-stream state
 * (looping preview, 'Preview' badge, 'Check back soon for live content!'); the loading, error and
 * live states join it here when live streams are wired up.
 */
export function LiveViewer() {
  return (
    <Section title="Exclusive Content">
      <div className="relative isolate aspect-video overflow-hidden rounded-3xl border border-white/5 bg-stage-800">
        <LoopingVideo className="absolute inset-0 -z-20 size-full object-cover" />
        <div aria-hidden className="absolute inset-0 -z-10 bg-black/55" />
        <span className="absolute top-3 left-3 rounded-full bg-white/15 px-3 py-1 text-xs font-bold tracking-wide uppercase backdrop-blur">
          Preview
        </span>
        <p className="grid size-full place-items-center px-6 text-center text-lg font-semibold">
          Check back soon for live content!
        </p>
      </div>
    </Section>
  );
}
