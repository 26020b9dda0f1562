import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../app/paths';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Screen, Section } from '../../../components/ui/screen';
import { Skeleton } from '../../../components/ui/skeleton';
import { catalogQueries } from '../../../lib/catalog/catalog-queries';
import { AlbumGrid } from '../components/album-grid';
import { LatestReleaseCard } from '../components/latest-release-card';
import { LikedSongs } from '../components/liked-songs';
import { PopularTracks } from '../components/popular-tracks';
import { useT } from '../../../lib/i18n/i18n-context';

/** /music: latest release, all albums and popular tracks (spec section 2, Music). */
export function MusicScreen() {
  const t = useT();
  const albums = useQuery(catalogQueries.albums());

  let latest;
  let grid;
  if (albums.isPending) {
    latest = <Skeleton className="h-[8.5rem] rounded-3xl" />;
    grid = (
      <div className="grid grid-cols-2 gap-x-3 gap-y-5">
        {[0, 1, 2, 3].map((i) => (
          <div key={i}>
            <Skeleton className="aspect-square" />
            <Skeleton className="mt-2 h-5 w-3/4 rounded-md" />
            <Skeleton className="mt-1 h-4 w-1/2 rounded-md" />
          </div>
        ))}
      </div>
    );
  } else if (albums.isError) {
    latest = <ErrorNotice message={t('music.albumsError')} onRetry={() => void albums.refetch()} />;
  } else if (albums.data[0]) {
    latest = <LatestReleaseCard album={albums.data[0]} />;
    grid = <AlbumGrid albums={albums.data} />;
  } else {
    latest = <p className="text-sm text-stage-300">{t('music.noReleases')}</p>;
  }

  return (
    <Screen
      title={t('music.title')}
      back={{ to: paths.dashboard, label: t('music.backToDashboard') }}
      className="pb-10"
    >
      <section>
        <h2 className="mb-3 text-lg font-semibold">{t('music.latestRelease')}</h2>
        {latest}
      </section>
      {grid && <Section title={t('music.albums')}>{grid}</Section>}
      <PopularTracks />
      <LikedSongs />
    </Screen>
  );
}
