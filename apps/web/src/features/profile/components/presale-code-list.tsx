import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Ticket } from 'lucide-react';
import { paths } from '../../../app/paths';
import { presaleCodesQueryOptions } from '../../../lib/presale-codes';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

/** On a VIP's membership card: their own presale codes, each with its event and window. */
export function PresaleCodeList({ userId, isVip }: { userId: string; isVip: boolean }) {
  const codes = useQuery(presaleCodesQueryOptions(userId, isVip));
  const t = useT();
  const format = useFormat();
  if (!codes.data?.length) return null;
  return (
    <div className="mt-4 border-t border-white/10 pt-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Ticket aria-hidden className="size-4 text-tier-vip" />
        {t('profile.yourPresaleCodes')}
      </h3>
      <ul className="mt-2 flex flex-col gap-2">
        {codes.data.map((c) => (
          <li key={c.eventId} className="rounded-xl bg-white/5 px-3 py-2">
            <Link
              to={paths.event(c.eventSlug ?? c.eventId)}
              className="text-sm font-medium underline-offset-2 hover:underline"
            >
              {c.eventTitle}
            </Link>
            <p className="font-display text-base tracking-wider select-all">{c.code}</p>
            <p className="text-xs text-stage-300">
              {t('profile.presaleWindow', {
                opens: format.saleTime(c.opensAt, c.timeZone),
                closes: format.saleTime(c.closesAt, c.timeZone),
              })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
