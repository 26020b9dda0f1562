import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Album } from '@fanclub/shared/schemas/catalog';
import { LATEST_MUSIC_LIMIT } from '@fanclub/shared/limits';
import { paths } from '../../app/paths';
import { ArtImage } from '../../components/ui/art-image';
import { ErrorNotice } from '../../components/ui/error-notice';
import { Section } from '../../components/ui/screen';
import { Skeleton } from '../../components/ui/skeleton';
import { AlbumDialogOnDemand } from './lazy-dialogs';
import { catalogQueries } from './catalog-queries';
import { useT } from '../i18n/i18n-context';

/** 'Latest Music': the two newest albums, each opening the same album modal as the hero button. */
export function LatestMusicSection() {
  const t = useT();
  const albums = useQuery(catalogQueries.albums());
  const [selected, setSelected] = useState<Album | null>(null);

  let body;
  if (albums.isPending) {
    body = (
      <div className="grid grid-cols-2 gap-3">
        {Array.from({ length: LATEST_MUSIC_LIMIT }, (_, i) => (
          <div key={i}>
            <Skeleton className="aspect-square" />
            <Skeleton className="mt-2 h-4 w-3/4 rounded-md" />
            <Skeleton className="mt-1.5 h-3.5 w-1/3 rounded-md" />
          </div>
        ))}
      </div>
    );
  } else if (albums.isError) {
    body = <ErrorNotice message={t('catalog.musicError')} onRetry={() => void albums.refetch()} />;
  } else {
    body = (
      <ul className="grid grid-cols-2 gap-3">
        {albums.data.slice(0, LATEST_MUSIC_LIMIT).map((album) => (
          <li key={album.id}>
            <button
              type="button"
              onClick={() => setSelected(album)}
              className="block w-full text-left"
            >
              <ArtImage
                image={album.coverImage}
                alt=""
                sizes="50vw"
                className="aspect-square w-full rounded-2xl bg-stage-800 object-cover"
              />
              <span className="mt-2 block wrap-anywhere text-sm font-semibold">{album.title}</span>
              <span className="block text-xs text-stage-300">{album.releaseDate.slice(0, 4)}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Section
      title={t('catalog.latestMusic')}
      action={
        <Link
          to={paths.music}
          className="-mr-2 inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-accent-strong hover:bg-white/5"
        >
          {t('catalog.seeAll')}
        </Link>
      }
    >
      {body}
      <AlbumDialogOnDemand
        open={selected !== null}
        onOpenChange={(open) => !open && setSelected(null)}
        album={selected ?? undefined}
      />
    </Section>
  );
}
