import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { Album } from '@fanclub/shared/schemas/catalog';
import { paths } from '../../../app/paths';
import { ArtImage } from '../../../components/ui/art-image';
import { useT } from '../../../lib/i18n/i18n-context';

/** 'Latest Release': the newest album, linking to /album/latest so the link never goes stale. */
export function LatestReleaseCard({ album }: { album: Album }) {
  const t = useT();
  return (
    <Link
      to={paths.latestAlbum}
      className="flex items-center gap-4 rounded-3xl border border-white/5 bg-gradient-to-br from-accent-soft to-stage-800 p-4 hover:border-white/20"
    >
      <ArtImage
        image={album.coverImage}
        alt=""
        priority
        sizes="112px"
        className="size-28 shrink-0 rounded-2xl object-cover shadow-lg"
      />
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-semibold tracking-widest text-accent-strong uppercase">
          {t('music.newAlbum')}
        </span>
        <span className="mt-1 block truncate font-display text-xl font-bold">{album.title}</span>
        <span className="block wrap-anywhere text-sm text-stage-300">
          {album.artistName} · {album.releaseDate.slice(0, 4)}
        </span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-stage-300" />
    </Link>
  );
}
