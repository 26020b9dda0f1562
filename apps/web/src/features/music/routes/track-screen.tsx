import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Clock, Lock } from 'lucide-react';
import { formatDuration } from '@fanclub/shared/format';
import type { Track } from '@fanclub/shared/schemas/catalog';
import { paths } from '../../../app/paths';
import { subscribeFor } from '../../../lib/subscribe-link';
import { ArtImage } from '../../../components/ui/art-image';
import { buttonClass } from '../../../components/ui/button';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Card, Screen } from '../../../components/ui/screen';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useViewer } from '../../../lib/catalog/viewer';
import { musicQueries } from '../api/music-api';
import { MusicNotFound } from '../components/music-not-found';
import { PremiumBadge } from '../components/premium-badge';
import { TrackControls } from '../components/track-controls';
import { useT } from '../../../lib/i18n/i18n-context';

function TrackBody({ track }: { track: Track }) {
  const t = useT();
  return (
    <>
      <ArtImage
        image={track.coverImage}
        alt={track.albumTitle ? t('music.cover', { title: track.albumTitle }) : ''}
        priority
        sizes="256px"
        className="mx-auto size-64 rounded-3xl object-cover shadow-2xl shadow-black/60"
      />
      <div className="mt-6 text-center">
        <h1 className="font-display text-3xl font-bold">{track.title}</h1>
        {track.albumId && track.albumTitle && (
          <Link
            to={paths.album(track.albumId)}
            className="mt-1 inline-flex min-h-11 items-center px-2 text-stage-300 underline-offset-4 hover:text-white hover:underline"
          >
            {t('music.fromAlbum', { album: track.albumTitle })}
          </Link>
        )}
        <div className="mt-2 flex items-center justify-center gap-3 text-sm text-stage-300">
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-4" />
            <span className="sr-only">{t('music.duration')}</span>
            {formatDuration(track.durationSeconds)}
          </span>
          {track.isPremium && <PremiumBadge />}
        </div>
      </div>
      <TrackControls track={track} />
      {track.locked && (
        <Card className="mt-8">
          <div className="flex items-center gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent-soft text-accent-strong">
              <Lock aria-label={t('music.locked')} role="img" className="size-5" />
            </span>
            <p className="flex-1 text-sm text-stage-300">{t('music.lockedNote')}</p>
          </div>
          <Link
            to={subscribeFor('track', track.id)}
            className={buttonClass('primary', 'mt-4 w-full')}
          >
            {t('music.upgrade')}
          </Link>
        </Card>
      )}
    </>
  );
}

/** /track/:id: one track's details, with an upgrade path when it is locked for this listener. */
export function TrackScreen() {
  const t = useT();
  const { id = '' } = useParams();
  const viewer = useViewer();
  const track = useQuery(musicQueries.track(id, viewer));

  if (track.error instanceof ApiError && track.error.status === 404)
    return <MusicNotFound what="Track" />;
  const albumId = track.data?.albumId;
  const back = albumId
    ? { to: paths.album(albumId), label: t('music.backToAlbum') }
    : { to: paths.music, label: t('music.backToMusicLower') };

  return (
    <Screen back={back} className="pb-10">
      {track.data ? (
        <TrackBody track={track.data} />
      ) : track.isError ? (
        <>
          <h1 className="mb-4 font-display text-2xl font-bold">{t('music.track')}</h1>
          <ErrorNotice message={t('music.trackError')} onRetry={() => void track.refetch()} />
        </>
      ) : (
        <div role="status">
          <h1 className="sr-only">{t('music.loadingTrack')}</h1>
          <Skeleton className="mx-auto size-64 rounded-3xl" />
          <Skeleton className="mx-auto mt-6 h-9 w-48 rounded-lg" />
          <Skeleton className="mx-auto mt-2 h-5 w-40 rounded-md" />
        </div>
      )}
    </Screen>
  );
}
