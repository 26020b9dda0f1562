import { Link } from 'react-router';
import { subscribeToPlan } from '../subscribe-link';
import { useT } from '../i18n/i18n-context';

/** Marks the 30-second preview listeners without Fan+ hear on premium tracks. */
export function PreviewBadge() {
  const t = useT();
  return (
    <span className="shrink-0 rounded-full border border-accent/50 px-1.5 text-[10px] leading-4 font-bold tracking-wide text-accent uppercase">
      {t('player.preview')}
    </span>
  );
}

export function UpgradeForFullTrack({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <Link
      to={subscribeToPlan('fanplus')}
      className={`inline-flex min-h-11 shrink-0 items-center rounded-full px-2 text-xs font-semibold whitespace-nowrap text-accent hover:underline ${className}`}
    >
      {t('player.upgradeFull')}
    </Link>
  );
}
