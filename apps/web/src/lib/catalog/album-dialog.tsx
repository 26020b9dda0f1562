import { Link } from 'react-router';
import type { Album } from '@fanclub/shared/schemas/catalog';
import { paths } from '../../app/paths';
import { ArtImage } from '../../components/ui/art-image';
import { Modal } from '../../components/ui/modal';
import { StreamingLinks } from './streaming-links';
import { useT } from '../i18n/i18n-context';

interface AlbumDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The album to show; while the newest album is still loading the dialog offers the links alone. */
  album: Album | undefined;
  title?: string;
}

/** One album modal for the hero button and the Latest Music tiles (spec: 'the same album modal'). */
export function AlbumDialog({ open, onOpenChange, album, title }: AlbumDialogProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? album?.title ?? t('catalog.newAlbum')}
      description={album ? `${album.artistName} · ${album.releaseDate.slice(0, 4)}` : undefined}
    >
      {album && (
        <div className="mb-5 flex items-center gap-4">
          <ArtImage
            image={album.coverImage}
            alt={t('catalog.albumCover', { title: album.title })}
            sizes="96px"
            className="size-24 shrink-0 rounded-xl object-cover"
          />
          <div className="min-w-0">
            <p className="truncate font-semibold">{album.title}</p>
            <p className="mt-1 line-clamp-2 text-sm text-stage-300">{album.description}</p>
          </div>
        </div>
      )}
      <StreamingLinks />
      {album && (
        <Link
          to={paths.album(album.id)}
          className="mt-3 flex min-h-11 items-center justify-center rounded-full text-sm font-semibold text-accent-strong hover:bg-white/5"
        >
          {t('catalog.viewAlbum')}
        </Link>
      )}
    </Modal>
  );
}
