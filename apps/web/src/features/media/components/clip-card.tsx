import { Link } from 'react-router';
import { Play } from 'lucide-react';
import type { ExclusiveClip } from '@fanclub/shared/schemas/catalog';
import { subscribeFor } from '../../../lib/subscribe-link';
import { ArtImage } from '../../../components/ui/art-image';
import { LockOverlay } from '../../../lib/catalog/lock-overlay';
import { useT } from '../../../lib/i18n/i18n-context';
import { tierName } from '../../../lib/i18n/member-labels';

const frame = 'relative block aspect-[4/5] overflow-hidden rounded-2xl bg-stage-800';

/** One exclusive clip: plays in the fullscreen dialog, or links to /subscribe when locked. */
export function ClipCard({
  clip,
  onPlay,
}: {
  clip: ExclusiveClip;
  onPlay: (clip: ExclusiveClip) => void;
}) {
  const t = useT();
  const picture = (
    <ArtImage image={clip.thumbnail} alt="" sizes="11rem" className="size-full object-cover" />
  );
  const caption = (
    <span className="mt-2 block wrap-anywhere text-sm font-semibold">{clip.title}</span>
  );

  if (clip.locked || clip.videoUrl === null) {
    const tier = tierName(t, clip.requiredTier);
    return (
      <Link to={subscribeFor('clip', clip.id)} className="group block">
        <span className={frame}>
          {picture}
          <LockOverlay tier={tier} />
        </span>
        {caption}
        <span className="block text-xs text-stage-300">{t('media.upgradeToWatch', { tier })}</span>
      </Link>
    );
  }
  // `relative` keeps the sr-only text inside the scroll row; anchored to the page it widened the
  // layout viewport on phones.
  return (
    <button
      type="button"
      onClick={() => onPlay(clip)}
      className="group relative block w-full text-left"
    >
      <span className={frame}>
        {picture}
        <span className="absolute inset-0 grid place-items-center bg-black/20 transition-colors group-hover:bg-black/35">
          <span className="grid size-11 place-items-center rounded-full bg-white/90 text-stage-900">
            <Play aria-hidden className="ml-0.5 size-5 fill-current" />
          </span>
        </span>
      </span>
      <span className="sr-only">{t('media.playClip')}</span>
      {caption}
      <span className="block truncate text-xs text-stage-300">{clip.description}</span>
    </button>
  );
}
