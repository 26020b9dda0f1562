import { Lock } from 'lucide-react';
import { useT } from '../i18n/i18n-context';

/** Dims a locked picture and names the tier that unlocks it (video tiles, exclusive clips). */
export function LockOverlay({ tier }: { tier: string }) {
  const t = useT();
  return (
    <>
      <span className="absolute inset-0 bg-black/55 transition-colors group-hover:bg-black/45" />
      <span className="absolute inset-0 grid place-content-center justify-items-center gap-2 text-center">
        <span className="grid size-11 place-items-center rounded-full bg-black/60">
          <Lock aria-label={t('catalog.locked')} role="img" className="size-5" />
        </span>
        <span className="rounded-full bg-accent-fill px-2.5 py-0.5 text-xs font-bold">{tier}</span>
      </span>
    </>
  );
}
