import { Eye, X } from 'lucide-react';
import type { Tier } from '@fanclub/shared/roles';
import { useFormat } from '../../../lib/i18n/use-format';
import { useT } from '../../../lib/i18n/i18n-context';
import { ViewerCountAnnouncer } from './live-announcers';
import { TierBadge } from '../../../components/ui/tier-badge';

/**
 * The bar across the top of a full-screen viewer: close, who is on (photo or initial and name),
 * LIVE with the server's viewer count when live, and the tier the show is for. Made of props
 * only, so a replay player can wear the same bar (no `viewerCount`, `live` false).
 */
export function LiveTopBar({
  name,
  avatarUrl,
  title,
  tier,
  live,
  viewerCount,
  onClose,
  closeLabel,
}: {
  name: string;
  avatarUrl?: string | null;
  title?: string;
  tier?: Tier;
  live: boolean;
  viewerCount?: number;
  onClose: () => void;
  closeLabel?: string;
}) {
  const t = useT();
  const format = useFormat();
  return (
    <header className="absolute inset-x-0 top-0 z-20 flex items-center gap-2.5 bg-gradient-to-b from-black/75 to-transparent px-3 pt-[max(0.75rem,env(safe-area-inset-top))] pr-[max(0.75rem,env(safe-area-inset-right))] pb-8 pl-[max(0.75rem,env(safe-area-inset-left))] [text-shadow:0_1px_2px_rgb(0_0_0/0.8)]">
      <span className="grid size-10 shrink-0 place-items-center overflow-hidden rounded-full bg-accent-soft font-bold text-accent-strong ring-2 ring-red-500">
        {avatarUrl ? (
          <img src={avatarUrl} alt="" className="size-full object-cover" />
        ) : (
          <span aria-hidden>{name.slice(0, 1).toUpperCase()}</span>
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2">
          <span className="wrap-anywhere font-semibold" data-testid="viewer-artist">
            {name}
          </span>
          {tier && (
            <span data-testid="viewer-tier" className="shrink-0 [text-shadow:none]">
              <TierBadge tier={tier} size="xs" />
            </span>
          )}
        </p>
        {title && <p className="truncate text-xs text-white/80">{title}</p>}
      </div>
      {live && (
        <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold tracking-wide">
          <span aria-hidden className="size-1.5 animate-pulse rounded-full bg-white" />
          {t('media.liveBadge')}
        </span>
      )}
      {viewerCount !== undefined && (
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-black/50 px-2 py-0.5 text-xs font-semibold backdrop-blur">
          <Eye aria-hidden className="size-3.5" />
          <span aria-hidden data-testid="viewer-count">
            {format.count(viewerCount)}
            <span className="sr-only">{t('media.watchingSuffix', { count: viewerCount })}</span>
          </span>
          <ViewerCountAnnouncer count={viewerCount} />
        </span>
      )}
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel ?? t('media.closeLive')}
        className="grid size-11 shrink-0 place-items-center rounded-full bg-black/40 backdrop-blur hover:bg-white/20"
      >
        <X aria-hidden className="size-5" />
      </button>
    </header>
  );
}
