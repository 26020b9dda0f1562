import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { formatDuration } from '@fanclub/shared/format';
import type { Track } from '@fanclub/shared/schemas/catalog';
import { paths } from '../../../app/paths';
import { ArtImage } from '../../../components/ui/art-image';
import { PremiumBadge } from './premium-badge';

interface TrackRowProps {
  track: Track;
  /** Album lists show the track number; other lists show the cover. */
  lead: 'number' | 'cover';
  subtitle?: string;
}

/** One track linking to /track/{id}: title, Premium badge, subtitle, lock and m:ss duration. */
export function TrackRow({ track, lead, subtitle }: TrackRowProps) {
  return (
    <Link
      to={paths.track(track.id)}
      className="flex min-h-16 items-center gap-3 rounded-2xl px-2 py-2 hover:bg-white/5"
    >
      {lead === 'cover' ? (
        <ArtImage image={track.coverImage} alt="" sizes="48px" className="size-12 shrink-0 rounded-lg object-cover" />
      ) : (
        <span className="w-6 shrink-0 text-center text-sm text-stage-300 tabular-nums">{track.trackNumber}</span>
      )}
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2">
          <span className="truncate font-semibold">{track.title}</span>
          {track.isPremium && <PremiumBadge />}
        </span>
        {subtitle && <span className="block truncate text-sm text-stage-300">{subtitle}</span>}
      </span>
      {track.locked && <Lock aria-label="Locked" role="img" className="size-4 shrink-0 text-stage-300" />}
      <span className="w-10 shrink-0 text-right text-sm text-stage-300 tabular-nums">
        {formatDuration(track.durationSeconds)}
      </span>
    </Link>
  );
}
