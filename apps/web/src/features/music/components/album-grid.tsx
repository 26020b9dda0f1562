import { ViewTransitionLink } from '../../../lib/navigation/view-transition-link';
import type { Album } from '@fanclub/shared/schemas/catalog';
import { paths } from '../../../app/paths';
import { ArtImage } from '../../../components/ui/art-image';
import { albumArtName } from '../../../lib/view-transition-names';

/** Two-column album grid: cover, title and artist name, each opening /album/{id}. */
export function AlbumGrid({ albums }: { albums: Album[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-5">
      {albums.map((album) => (
        <li key={album.id}>
          <ViewTransitionLink to={paths.album(album.id)} className="press group block">
            <ArtImage
              image={album.coverImage}
              alt=""
              sizes="(min-width: 36rem) 17rem, 50vw"
              transitionName={albumArtName(album.id)}
              className="aspect-square w-full rounded-2xl bg-stage-800 object-cover transition-opacity group-hover:opacity-85"
            />
            <span className="mt-2 block wrap-anywhere font-semibold">{album.title}</span>
            <span className="block wrap-anywhere text-sm text-stage-300">{album.artistName}</span>
          </ViewTransitionLink>
        </li>
      ))}
    </ul>
  );
}
