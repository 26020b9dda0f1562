import { useState } from 'react';
import { BellRing } from 'lucide-react';
import { INTL_LOCALES } from '@fanclub/shared/i18n/locales';
import { dateTimeFormat } from '@fanclub/shared/intl';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';

/**
 * Early event news (issue 30): on an event that only Fan+ and VIP members (and staff) can see
 * yet, says so and from when everyone can. The server sends such an event to nobody else.
 */
export function MembersFirstBadge({ publicAt }: { publicAt: string | null }) {
  const t = useT();
  const locale = useLocale();
  const [now] = useState(() => Date.now());
  if (!publicAt || Date.parse(publicAt) <= now) return null;
  const date = dateTimeFormat(INTL_LOCALES[locale], { month: 'short', day: 'numeric' }).format(
    Date.parse(publicAt),
  );
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-tier-fanplus/15 px-2.5 py-1 text-xs font-semibold text-tier-fanplus">
      <BellRing aria-hidden className="size-3.5" />
      {t('events.membersFirst', { date })}
    </span>
  );
}
