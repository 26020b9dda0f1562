import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Lock, UserRound } from 'lucide-react';
import { formatDuration } from '@fanclub/shared/format';
import { TRACKS_LIST_LIMIT } from '@fanclub/shared/limits';
import { paths } from '../../../app/paths';
import { ArtImage } from '../../../components/ui/art-image';
import { buttonClass } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Screen } from '../../../components/ui/screen';
import { Skeleton } from '../../../components/ui/skeleton';
import { catalogQueries } from '../../../lib/catalog/catalog-queries';
import { useViewer } from '../../../lib/catalog/viewer';
import { useT } from '../../../lib/i18n/i18n-context';

/** /music-player: a now-playing card for the newest track, leading to the track and the profile. */
export function MusicPlayerHotspot() {
  const t = useT();
  const viewer = useViewer();
  // The Music screen's list; its first entry is the newest track, and the cache is shared.
  const tracks = useQuery(catalogQueries.tracks(TRACKS_LIST_LIMIT, viewer));
  const track = tracks.data?.[0];

  return (
    <Screen
      title={t('hotspots.nowPlaying')}
      back={{ to: paths.dashboard, label: t('hotspots.backToDashboard') }}
      className="pb-10"
    >
      {tracks.isPending ? (
        <Skeleton className="h-[27rem] rounded-3xl" />
      ) : !track ? (
        <ErrorNotice
          message={tracks.isError ? t('hotspots.newestTrackError') : t('hotspots.noTracks')}
          onRetry={tracks.isError ? () => void tracks.refetch() : undefined}
        />
      ) : (
        <Link
          to={paths.track(track.id)}
          className="block h-[27rem] rounded-3xl border border-white/5 bg-gradient-to-b from-stage-700 to-stage-800 p-5 hover:border-white/20"
        >
          <ArtImage
            image={track.coverImage}
            alt=""
            priority
            sizes="288px"
            className="mx-auto size-72 rounded-2xl object-cover shadow-2xl"
          />
          <span className="mt-5 flex items-center gap-2">
            <span className="min-w-0 flex-1">
              <span className="block wrap-anywhere font-display text-2xl font-bold">
                {track.title}
              </span>
              <span className="block wrap-anywhere text-stage-300">{track.albumTitle}</span>
            </span>
            {track.locked && (
              <Lock
                aria-label={t('hotspots.locked')}
                role="img"
                className="size-5 shrink-0 text-stage-300"
              />
            )}
            <span className="text-stage-300 tabular-nums">
              {formatDuration(track.durationSeconds)}
            </span>
          </span>
        </Link>
      )}
      <Link to={paths.profile} className={buttonClass('secondary', 'mt-4 w-full')}>
        <UserRound aria-hidden className="size-4" />
        {t('hotspots.myProfile')}
      </Link>
    </Screen>
  );
}
