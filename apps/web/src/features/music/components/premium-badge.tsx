import { useT } from '../../../lib/i18n/i18n-context';

/** Small pill marking premium (Fan+) tracks. */
export function PremiumBadge() {
  const t = useT();
  return (
    <span className="shrink-0 rounded-full bg-accent-soft px-2 py-0.5 text-[11px] font-bold tracking-wide text-accent-strong uppercase">
      {t('music.premium')}
    </span>
  );
}
