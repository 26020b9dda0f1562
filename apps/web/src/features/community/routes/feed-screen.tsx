import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { paths } from '../../../app/paths';
import { InboxBell } from '../../../lib/inbox/inbox-bell';
import { ClubFeed } from '../components/club-feed';
import { useT } from '../../../lib/i18n/i18n-context';

/**
 * /home, the spec's Home / feed screen with the club at its heart. The app layer (router) gives
 * it the parts features/home owns: `top` (live banner, carousel, Happening Now) and `interlude`
 * (upcoming streams and events, placed among the first posts). The inbox bell sits in the header.
 */
export function ClubFeedScreen({ top, interlude }: { top?: ReactNode; interlude?: ReactNode }) {
  const t = useT();
  return (
    <main className="mx-auto w-full max-w-xl pb-12">
      <header className="sticky top-0 z-30 flex min-h-14 items-center gap-2 border-b border-white/5 bg-stage-900/90 px-4 pt-[env(safe-area-inset-top)] backdrop-blur-md">
        <Link
          to={paths.dashboard}
          aria-label={t('community.backToDashboard')}
          className="-ml-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
        >
          <ChevronLeft aria-hidden className="size-6" />
        </Link>
        <h1 className="flex-1 truncate font-display text-display-md">{t('community.home')}</h1>
        <InboxBell tone="plain" className="-mr-2" />
      </header>
      <div className="px-4 pt-3">
        {top}
        <ClubFeed interlude={interlude} />
      </div>
    </main>
  );
}
