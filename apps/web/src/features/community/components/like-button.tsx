import { Heart } from 'lucide-react';
import { formatCount } from '@fanclub/shared/format';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';

/** A heart that fills when pressed; the count beside it. `what` names the thing liked. */
export function LikeButton({
  liked,
  count,
  what,
  onToggle,
  onApproach,
  disabled = false,
  size = 'md',
}: {
  liked: boolean;
  count: number;
  what: string;
  onToggle: () => void;
  /** Called as a pointer or finger comes near (to fetch what a tap needs). */
  onApproach?: () => void;
  disabled?: boolean;
  size?: 'sm' | 'md';
}) {
  const t = useT();
  const locale = useLocale();
  const icon = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <button
      type="button"
      aria-pressed={liked}
      onClick={onToggle}
      onPointerEnter={onApproach}
      onFocus={onApproach}
      onTouchStart={onApproach}
      disabled={disabled}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-medium press disabled:cursor-not-allowed disabled:opacity-60 ${
        liked ? 'text-accent-strong' : 'text-stage-300 hover:text-white'
      }`}
    >
      <Heart aria-hidden className={`${icon} ${liked ? 'fill-current' : ''}`} />
      <span className="sr-only">{t('community.like', { what })}</span>
      {/* The count is part of the name ("Like Mia's post, 12"), so it is read with the button. */}
      {count > 0 && <span className="tabular-nums">{formatCount(count, locale)}</span>}
    </button>
  );
}
