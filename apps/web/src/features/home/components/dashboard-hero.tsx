import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import { paths } from '../../../app/paths';
import { ArtImage } from '../../../components/ui/art-image';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { Skeleton } from '../../../components/ui/skeleton';
import { NewAlbumButton } from '../../../lib/catalog/album-button';
import { catalogQueries } from '../../../lib/catalog/catalog-queries';
import { InboxBell } from '../../../lib/inbox/inbox-bell';
import { useT } from '../../../lib/i18n/i18n-context';

/** Full-bleed artist picture with the name, tagline and the new-album button; the LCP element. */
export function DashboardHero() {
  const artist = useQuery(catalogQueries.artist());
  const t = useT();
  return (
    <header className="relative isolate h-[28rem] overflow-hidden bg-stage-800">
      {artist.data ? (
        <ArtImage
          image={artist.data.heroImage}
          alt=""
          priority
          sizes="(min-width: 36rem) 36rem, 100vw"
          className="absolute inset-0 -z-20 size-full object-cover"
        />
      ) : (
        artist.isPending && <Skeleton className="absolute inset-0 -z-20 rounded-none" />
      )}
      {/* Keeps the white text readable on any part of the photo. */}
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-b from-black/50 via-transparent to-stage-900"
      />

      <div className="flex items-center justify-between px-4 pt-[max(0.75rem,env(safe-area-inset-top))]">
        <span className="text-xs font-semibold tracking-[0.3em] text-white/85 uppercase">
          {t('dashboard.officialFanClub')}
        </span>
        <div className="flex items-center gap-2">
          <Link
            to={paths.home}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-black/45 px-4 text-sm font-semibold backdrop-blur hover:bg-black/65"
          >
            <Newspaper aria-hidden className="size-4" />
            {t('dashboard.feed')}
          </Link>
          <InboxBell />
        </div>
      </div>

      <div className="absolute inset-x-0 bottom-0 px-4 pb-6">
        {artist.isError && (
          <ErrorNotice
            className="mb-4"
            message={t('dashboard.artistError')}
            onRetry={() => void artist.refetch()}
          />
        )}
        <h1 className="font-display text-5xl leading-none font-extrabold tracking-tight">
          {artist.data?.name ?? <span className="sr-only">{t('dashboard.dashboard')}</span>}
        </h1>
        <p className="mt-2 min-h-5 wrap-anywhere text-sm text-white/85">{artist.data?.tagline}</p>
        <NewAlbumButton className="mt-5 w-full" />
      </div>
    </header>
  );
}
