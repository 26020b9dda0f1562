import type { ReactNode } from 'react';
import { BadgeCheck } from 'lucide-react';
import type { Author } from '@fanclub/shared/schemas/community';
import { TierBadge } from '../../../components/ui/tier-badge';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { exactTime, shortTimeAgo } from '../../../lib/time-text';
import { useHydrated } from '../../../lib/use-hydrated';

/** A round picture, or the first letter of the name on a tinted disc when there is none. */
export function AuthorAvatar({ author, size = 'size-10' }: { author: Author; size?: string }) {
  const ring = author.verified ? 'ring-2 ring-accent' : '';
  if (author.avatarUrl) {
    return (
      <img
        src={author.avatarUrl}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        className={`${size} shrink-0 rounded-full object-cover ${ring}`}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={`${size} grid shrink-0 place-items-center rounded-full bg-stage-600 font-bold text-white uppercase ${ring}`}
    >
      {[...author.displayName.trim()][0] ?? '?'}
    </span>
  );
}

/** The artist's and admins' tick: named for screen readers, pink like the artist badge. */
export function VerifiedBadge({ label }: { label?: string }) {
  const t = useT();
  return (
    <BadgeCheck
      role="img"
      aria-label={label ?? t('community.verified')}
      className="size-4 shrink-0 text-accent-strong"
    />
  );
}

/**
 * Name, badge and time on one line: verified staff get the tick (or `badge`, a fuller mark in its
 * place), paying fans their tier pill.
 */
export function AuthorName({
  author,
  createdAt,
  badge,
}: {
  author: Author;
  createdAt: string;
  badge?: ReactNode;
}) {
  const tier = author.badge === 'vip' || author.badge === 'fanplus' ? author.badge : null;
  // The server rendered '5m' a moment ago, in its own time zone (the feed is server-rendered):
  // hydration keeps its text, then this renders again with the reader's clock and zone.
  const hydrated = useHydrated();
  const t = useT();
  // Not useFormat(): its other formatters would join /home's first load.
  const locale = useLocale();
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5 text-sm leading-5">
      <span className="font-semibold text-white">{author.displayName}</span>
      {author.verified &&
        (badge ?? (
          <VerifiedBadge
            label={
              author.badge === 'admin'
                ? t('community.verifiedAdmin')
                : t('community.verifiedArtist')
            }
          />
        ))}
      {!author.verified && tier && <TierBadge tier={tier} size="xs" />}
      <span aria-hidden className="text-stage-400">
        ·
      </span>
      <time
        dateTime={createdAt}
        title={hydrated ? exactTime(createdAt, locale) : undefined}
        className="text-stage-300"
        suppressHydrationWarning
      >
        {shortTimeAgo(createdAt, undefined, locale)}
      </time>
    </span>
  );
}
