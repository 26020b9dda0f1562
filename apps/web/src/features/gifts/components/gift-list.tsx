import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { giftKeys, myGiftsQuery, resendGift } from '../api/gifts-api';
import type { Gift } from '../api/gifts-api';
import { dateTimeFormat } from '@fanclub/shared/intl';
import { INTL_LOCALES } from '@fanclub/shared/i18n/locales';
import { useT } from '../../../lib/i18n/i18n-context';
import { useFormat } from '../../../lib/i18n/use-format';

const STATUS = {
  unpaid: 'gifts.statusUnpaid',
  scheduled: 'gifts.statusScheduled',
  sent: 'gifts.statusSent',
  claimed: 'gifts.statusClaimed',
  failed: 'gifts.statusFailed',
} as const satisfies Record<Gift['status'], string>;
const TIER = { fanplus: 'Fan+', vip: 'VIP' } as const;

/** The buyer's gifts with their status; an unclaimed, sent gift can be mailed again. */
export function GiftList() {
  const gifts = useQuery(myGiftsQuery());
  const client = useQueryClient();
  const t = useT();
  const format = useFormat();
  const day = dateTimeFormat(INTL_LOCALES[format.locale], { dateStyle: 'medium' });
  const resend = useMutation({
    mutationFn: resendGift,
    onSuccess: () => {
      toast.success(t('gifts.resent'));
      void client.invalidateQueries({ queryKey: giftKeys.all });
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : t('gifts.notResent')),
  });
  const items = gifts.data?.items ?? [];
  if (items.length === 0) return <p className="text-sm text-stage-400">{t('gifts.none')}</p>;
  return (
    <ul className="space-y-3" aria-label={t('gifts.yourGifts')}>
      {items.map((g) => (
        <li key={g.id} className="rounded-xl border border-white/10 bg-stage-800 p-4 text-sm">
          <p className="font-semibold">
            {TIER[g.tier]} · {t('gifts.months', { count: g.months })} ·{' '}
            {format.price(g.amountCents)}
          </p>
          <p className="break-all text-stage-300">{t('gifts.to', { email: g.recipientEmail })}</p>
          <p className="mt-1">
            <span data-testid="gift-status">{t(STATUS[g.status])}</span>
            {g.status === 'scheduled' && t('gifts.forDay', { day: day.format(new Date(g.sendAt)) })}
          </p>
          {g.status === 'sent' && (
            <Button
              variant="secondary"
              className="mt-2"
              disabled={resend.isPending}
              onClick={() => resend.mutate(g.id)}
            >
              {t('gifts.resend')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
