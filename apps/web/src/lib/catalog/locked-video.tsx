import { Link } from 'react-router';
import type { Video } from '@fanclub/shared/schemas/catalog';
import { planById } from '@fanclub/shared/plans';
import { subscribeFor } from '../subscribe-link';
import { ArtImage } from '../../components/ui/art-image';
import { LockOverlay } from './lock-overlay';
import { useT } from '../i18n/i18n-context';

/**
 * A video above the viewer's tier (videos.required_tier): its picture behind a lock, linking to
 * /subscribe like a locked clip. The server sends no URL for it, so there is nothing to play.
 */
export function LockedVideo({
  video,
  tile = false,
  className = '',
}: {
  video: Video;
  tile?: boolean;
  className?: string;
}) {
  const t = useT();
  const tier = planById(video.requiredTier).name;
  return (
    <Link to={subscribeFor('video', video.id)} className={`group block ${tile ? '' : className}`}>
      <span className={`relative block overflow-hidden bg-stage-800 ${tile ? 'rounded-2xl' : ''}`}>
        <ArtImage
          image={video.thumbnail}
          alt=""
          sizes={tile ? '50vw' : '100vw'}
          className="aspect-video w-full object-cover"
        />
        <LockOverlay tier={tier} />
      </span>
      {tile && (
        <span className="mt-2 block wrap-anywhere text-sm font-semibold">{video.title}</span>
      )}
      <span className={`block text-xs text-stage-300 ${tile ? '' : 'mt-2 px-4'}`}>
        {t('catalog.upgradeToWatch', { tier })}
      </span>
    </Link>
  );
}
