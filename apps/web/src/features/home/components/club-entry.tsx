import { Link } from 'react-router';
import { ChevronRight, MessageCircleHeart } from 'lucide-react';
import { paths } from '../../../app/paths';
import { useT } from '../../../lib/i18n/i18n-context';

/** The dashboard's way into the club's feed (/home): one tap, without a sixth bottom tab. */
export function ClubEntry() {
  const t = useT();
  return (
    <Link
      to={paths.home}
      data-testid="club-entry"
      className="mt-6 flex min-h-16 items-center gap-3 rounded-3xl border border-accent/30 bg-gradient-to-r from-accent/25 via-stage-800 to-stage-800 p-3 pr-4 hover:border-accent/60"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-accent-fill text-white">
        <MessageCircleHeart aria-hidden className="size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{t('dashboard.community')}</span>
        <span className="block wrap-anywhere text-sm text-stage-300">
          {t('dashboard.communityHint')}
        </span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-stage-300" />
    </Link>
  );
}
