import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatPrice } from '@fanclub/shared/format';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { giftKeys, myGiftsQuery, resendGift } from '../api/gifts-api';
import type { Gift } from '../api/gifts-api';
import { dateTimeFormat } from '@fanclub/shared/intl';

const DAY = dateTimeFormat('en-US', { dateStyle: 'medium' });

const STATUS: Record<Gift['status'], string> = {
  unpaid: 'Not paid',
  scheduled: 'Scheduled',
  sent: 'Sent',
  claimed: 'Claimed',
  failed: 'Payment failed',
};
const TIER = { fanplus: 'Fan+', vip: 'VIP' } as const;

/** The buyer's gifts with their status; an unclaimed, sent gift can be mailed again. */
export function GiftList() {
  const gifts = useQuery(myGiftsQuery());
  const client = useQueryClient();
  const resend = useMutation({
    mutationFn: resendGift,
    onSuccess: () => {
      toast.success('The gift mail is on its way again.');
      void client.invalidateQueries({ queryKey: giftKeys.all });
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : 'Could not resend.'),
  });
  const items = gifts.data?.items ?? [];
  if (items.length === 0) return <p className="text-sm text-stage-400">No gifts yet.</p>;
  return (
    <ul className="space-y-3" aria-label="Your gifts">
      {items.map((g) => (
        <li key={g.id} className="rounded-xl border border-white/10 bg-stage-800 p-4 text-sm">
          <p className="font-semibold">
            {TIER[g.tier]} · {g.months} {g.months === 1 ? 'month' : 'months'} ·{' '}
            {formatPrice(g.amountCents)}
          </p>
          <p className="break-all text-stage-300">To {g.recipientEmail}</p>
          <p className="mt-1">
            <span data-testid="gift-status">{STATUS[g.status]}</span>
            {g.status === 'scheduled' && ` for ${DAY.format(new Date(g.sendAt))}`}
          </p>
          {g.status === 'sent' && (
            <Button
              variant="secondary"
              className="mt-2"
              disabled={resend.isPending}
              onClick={() => resend.mutate(g.id)}
            >
              Resend
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
