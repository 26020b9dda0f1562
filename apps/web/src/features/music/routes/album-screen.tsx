import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { AlbumDetail } from '@fanclub/shared/schemas/catalog';
import { paths } from '../../../app/paths';
import { ArtImage } from '../../../components/ui/art-image';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Screen, Section } from '../../../components/ui/screen';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { StreamingLinks } from '../../../lib/catalog/streaming-links';
import { albumArtName } from '../../../lib/view-transition-names';
import { useViewer } from '../../../lib/catalog/viewer';
import { musicQueries } from '../api/music-api';
import { MusicNotFound } from '../components/music-not-found';
import { TrackRow } from '../components/track-row';
import { useT } from '../../../lib/i18n/i18n-context';

const coverClass = 'mx-auto size-60 rounded-3xl object-cover shadow-2xl shadow-black/60';

function AlbumBody({ album }: { album: AlbumDetail }) {
  const t = useT();
  return (
    <>
      <ArtImage
        image={album.coverImage}
        alt={t('music.cover', { title: album.title })}
        priority
        sizes="240px"
        className={coverClass}
        transitionName={albumArtName(album.id)}
      />
      <div className="mt-6 text-center">
        <h1 className="font-display text-display-lg">{album.title}</h1>
        <p className="mt-1 text-stage-300">
          {album.artistName} ·{' '}
          <time dateTime={album.releaseDate}>{album.releaseDate.slice(0, 4)}</time>
        </p>
        <p className="mx-auto mt-4 max-w-sm text-sm leading-relaxed text-stage-300">
          {album.description}
        </p>
      </div>
      <StreamingLinks className="mt-6" />
      <Section title={t('music.tracks')}>
        {album.tracks.length === 0 ? (
          <p className="text-sm text-stage-300">{t('music.noTracksListed')}</p>
        ) : (
          <ol className="-mx-2 flex flex-col">
            {album.tracks.map((track, index) => (
              <li key={track.id}>
                <TrackRow track={track} queue={album.tracks} index={index} lead="number" />
              </li>
            ))}
          </ol>
        )}
      </Section>
    </>
  );
}

/** /album/:id (also 'latest' and slugs): cover, details, streaming links and the track list. */
export function AlbumScreen() {
  const t = useT();
  const { id = '' } = useParams();
  const viewer = useViewer();
  const album = useQuery(musicQueries.album(id, viewer));

  if (album.error instanceof ApiError && album.error.status === 404)
    return <MusicNotFound what="Album" />;

  return (
    <Screen back={{ to: paths.music, label: t('music.backToMusicLower') }} className="pb-10">
      {album.data ? (
        <AlbumBody album={album.data} />
      ) : album.isError ? (
        <>
          <h1 className="mb-4 font-display text-2xl font-bold">{t('music.album')}</h1>
          <ErrorNotice message={t('music.albumError')} onRetry={() => void album.refetch()} />
        </>
      ) : (
        <div role="status">
          <h1 className="sr-only">{t('music.loadingAlbum')}</h1>
          <Skeleton className="mx-auto size-60 rounded-3xl" />
          <Skeleton className="mx-auto mt-6 h-9 w-48 rounded-lg" />
          <Skeleton className="mx-auto mt-2 h-5 w-32 rounded-md" />
        </div>
      )}
    </Screen>
  );
}
