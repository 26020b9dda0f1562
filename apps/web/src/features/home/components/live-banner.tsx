// Home's pinned live banner and its pieces. Shown only while the active stream API says someone
// is live: with nobody live there is no LIVE badge anywhere.
import { Link } from 'react-router';
import type { PublicStream } from '@fanclub/shared/schemas/live';
import { paths } from '../../../app/paths';
import { buttonClass } from '../../../components/ui/button';
import { useActiveStream } from '../../../lib/live/active-stream';
import { formatCount } from '@fanclub/shared/format';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';

/** "1,234 watching" in the page's language. */
export function useWatching(): (count: number) => string {
  const t = useT();
  // Not useFormat(): its other formatters would join /home's first load.
  const locale = useLocale();
  return (count) => t('home.watching', { count: formatCount(count, locale) });
}

export function LiveBadge() {
  const t = useT();
  return (
    <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-red-600 px-2.5 py-1 text-xs font-bold tracking-wide uppercase">
      <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-white" />
      {t('home.live')}
    </span>
  );
}

/** The broadcaster's photo (or initial) inside a live-red ring. */
export function StreamerAvatar({ stream, size }: { stream: PublicStream; size: string }) {
  const t = useT();
  const name = stream.displayName ?? t('home.artist');
  return (
    <span
      className={`relative grid shrink-0 place-items-center rounded-full p-[2px] ring-2 ring-red-500 ring-offset-2 ring-offset-stage-800 ${size}`}
    >
      {stream.avatarUrl ? (
        <img src={stream.avatarUrl} alt="" className="size-full rounded-full object-cover" />
      ) : (
        <span
          aria-hidden
          className="grid size-full place-items-center rounded-full bg-accent-soft font-bold text-accent-strong"
        >
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
    </span>
  );
}

/** Pinned to the top of Home while the artist is live: who, what, how many, and Join. */
export function LiveBanner() {
  const stream = useActiveStream();
  const t = useT();
  const watching = useWatching();
  if (!stream) return null;
  const name = stream.displayName ?? t('home.theArtist');
  return (
    <aside
      aria-label={t('home.liveNow')}
      data-testid="live-banner"
      className="sticky top-0 z-30 border-b border-white/10 bg-stage-800/95 px-4 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 backdrop-blur"
    >
      <div className="mx-auto flex max-w-xl items-center gap-3">
        <StreamerAvatar stream={stream} size="size-10" />
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 truncate text-sm font-semibold">
            <span>{t('home.isLive', { name })}</span>
            <LiveBadge />
          </p>
          <p className="truncate text-xs text-stage-300">
            {stream.title} · {watching(stream.viewerCount)}
          </p>
        </div>
        <Link to={paths.live} className={buttonClass('primary', 'shrink-0 px-4')}>
          {t('home.join')}
        </Link>
      </div>
    </aside>
  );
}
