import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import type { Video } from '@fanclub/shared/schemas/catalog';
import { planById } from '@fanclub/shared/plans';
import { paths } from '../../app/paths';
import { ArtImage } from '../../components/ui/art-image';

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
  const tier = planById(video.requiredTier).name;
  return (
    <Link to={paths.subscribe} className={`group block ${tile ? '' : className}`}>
      <span className={`relative block overflow-hidden bg-stage-800 ${tile ? 'rounded-2xl' : ''}`}>
        <ArtImage
          image={video.thumbnail}
          alt=""
          sizes={tile ? '50vw' : '100vw'}
          className="aspect-video w-full object-cover"
        />
        <span className="absolute inset-0 bg-black/55 transition-colors group-hover:bg-black/45" />
        <span className="absolute inset-0 grid place-content-center justify-items-center gap-2 text-center">
          <span className="grid size-11 place-items-center rounded-full bg-black/60">
            <Lock aria-label="Locked" role="img" className="size-5" />
          </span>
          <span className="rounded-full bg-accent-fill px-2.5 py-0.5 text-xs font-bold">
            {tier}
          </span>
        </span>
      </span>
      {tile && <span className="mt-2 block truncate text-sm font-semibold">{video.title}</span>}
      <span className={`block text-xs text-stage-300 ${tile ? '' : 'mt-2 px-4'}`}>
        Upgrade to {tier} to watch
      </span>
    </Link>
  );
}
