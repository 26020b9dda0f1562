import { useQuery } from '@tanstack/react-query';
import { TRACKS_LIST_LIMIT } from '@fanclub/shared/limits';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Section } from '../../../components/ui/screen';
import { Skeleton } from '../../../components/ui/skeleton';
import { catalogQueries } from '../../../lib/catalog/catalog-queries';
import { useViewer } from '../../../lib/catalog/viewer';
import { useT } from '../../../lib/i18n/i18n-context';
import { TrackRow } from './track-row';

/** 'Popular Tracks': the newest five, each with the artist's name as its fixed subtitle. */
export function PopularTracks() {
  const t = useT();
  const viewer = useViewer();
  const tracks = useQuery(catalogQueries.tracks(TRACKS_LIST_LIMIT, viewer));
  const artist = useQuery(catalogQueries.artist());

  let body;
  if (tracks.isPending) {
    body = (
      <div className="flex flex-col gap-1">
        {Array.from({ length: TRACKS_LIST_LIMIT }, (_, i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  } else if (tracks.isError) {
    body = <ErrorNotice message={t('music.tracksError')} onRetry={() => void tracks.refetch()} />;
  } else if (tracks.data.length === 0) {
    body = <p className="text-sm text-stage-300">{t('music.noTracks')}</p>;
  } else {
    body = (
      <ol className="-mx-2 flex flex-col">
        {tracks.data.map((track, index) => (
          <li key={track.id}>
            <TrackRow
              track={track}
              queue={tracks.data}
              index={index}
              lead="cover"
              subtitle={artist.data?.name ?? '\u00a0'}
            />
          </li>
        ))}
      </ol>
    );
  }
  return <Section title={t('music.popularTracks')}>{body}</Section>;
}
