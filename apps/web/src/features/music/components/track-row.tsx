import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { formatDuration } from '@fanclub/shared/format';
import type { Track } from '@fanclub/shared/schemas/catalog';
import { paths } from '../../../app/paths';
import { ArtImage } from '../../../components/ui/art-image';
import { PlayPauseIcon } from '../../../lib/player/play-pause-icon';
import { usePlayer } from '../../../lib/player/player-context';
import { PremiumBadge } from './premium-badge';
import { useT } from '../../../lib/i18n/i18n-context';

interface TrackRowProps {
  track: Track;
  /** The list this row belongs to: playing a row queues the whole list from that row. */
  queue: readonly Track[];
  index: number;
  /** Album lists show the track number; other lists show the cover. */
  lead: 'number' | 'cover';
  subtitle?: string;
}

/**
 * One track: the row links to /track/{id} (title, Premium badge, subtitle, lock, m:ss duration);
 * the round button beside it plays the list from here. Locked tracks play their preview.
 */
export function TrackRow({ track, queue, index, lead, subtitle }: TrackRowProps) {
  const t = useT();
  const { track: current, playing, loading, controls } = usePlayer();
  const isCurrent = current?.id === track.id;
  const active = isCurrent && playing;

  return (
    <div className="flex flex-wrap items-center justify-end gap-1 rounded-2xl pr-1 hover:bg-white/5">
      <Link
        to={paths.track(track.id)}
        className="flex min-h-16 min-w-0 flex-1 basis-56 items-center gap-3 rounded-2xl px-2 py-2"
      >
        {lead === 'cover' ? (
          <ArtImage
            image={track.coverImage}
            alt=""
            sizes="48px"
            className="size-12 shrink-0 rounded-lg object-cover"
          />
        ) : (
          <span className="w-6 shrink-0 text-center text-sm text-stage-300 tabular-nums">
            {track.trackNumber}
          </span>
        )}
        <span className="min-w-0 flex-1">
          {/* The badge sits on the second line so long titles keep the row's full width. */}
          <span className={`block wrap-anywhere font-semibold ${isCurrent ? 'text-accent' : ''}`}>
            {track.title}
          </span>
          {(subtitle || track.isPremium) && (
            <span className="flex items-center gap-2 text-sm text-stage-300">
              {track.isPremium && <PremiumBadge />}
              {subtitle && <span className="wrap-anywhere">{subtitle}</span>}
            </span>
          )}
        </span>
        {track.locked && (
          <Lock
            aria-label={t('music.locked')}
            role="img"
            className="size-4 shrink-0 text-stage-300"
          />
        )}
        <span className="w-10 shrink-0 text-right text-sm text-stage-300 tabular-nums">
          {formatDuration(track.durationSeconds)}
        </span>
      </Link>
      <button
        type="button"
        aria-label={t(active ? 'music.pauseTrack' : 'music.playTrack', { title: track.title })}
        onClick={() => (isCurrent ? controls.toggle() : controls.playQueue(queue, index))}
        className={`grid size-11 shrink-0 place-items-center rounded-full border transition-colors ${
          active
            ? 'border-transparent bg-accent-fill text-white'
            : 'border-white/15 text-white hover:bg-white/10'
        }`}
      >
        <PlayPauseIcon playing={active} loading={isCurrent && loading} className="size-4" />
      </button>
    </div>
  );
}
