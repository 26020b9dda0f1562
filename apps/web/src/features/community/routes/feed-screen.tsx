import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronLeft } from 'lucide-react';
import { paths } from '../../../app/paths';
import { ClubFeed } from '../components/club-feed';

/**
 * /home, the spec's Home / feed screen with the club at its heart. The app layer (router) gives
 * it the parts other features own: `top` (live banner, carousel, Happening Now), `interlude`
 * (upcoming streams and events, placed among the first posts) and `headerAction` (the inbox bell).
 */
export function ClubFeedScreen({
  top,
  interlude,
  headerAction,
}: {
  top?: ReactNode;
  interlude?: ReactNode;
  headerAction?: ReactNode;
}) {
  return (
    <main className="mx-auto w-full max-w-xl pb-12">
      <header className="sticky top-0 z-30 flex min-h-14 items-center gap-2 border-b border-white/5 bg-stage-900/90 px-4 pt-[env(safe-area-inset-top)] backdrop-blur-md">
        <Link
          to={paths.dashboard}
          aria-label="Back to dashboard"
          className="-ml-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
        >
          <ChevronLeft aria-hidden className="size-6" />
        </Link>
        <h1 className="flex-1 truncate font-display text-display-md">Home</h1>
        {headerAction}
      </header>
      <div className="px-4 pt-3">
        {top}
        <ClubFeed interlude={interlude} />
      </div>
    </main>
  );
}
