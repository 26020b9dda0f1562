import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { readableError } from '../../../lib/payment/payment-feedback';
import type { RetentionOffer } from '@fanclub/shared/schemas/offers';
import { billingKeys } from '../api/billing-api';
import { answerRetentionOffer, retentionOfferQueryOptions } from '../api/retention-api';
import { useT } from '../../../lib/i18n/i18n-context';

type Offer = NonNullable<RetentionOffer['offer']>;

/**
 * Cancel Subscription asks the server first: with a retention offer for this member (made once),
 * "Stay for …" comes before the usual confirmation; declining goes on to it (`confirmCancel`).
 * Closing the dialog (Escape, a tap outside) is no answer: nothing is sent, nothing is cancelled,
 * and the offer is there again at the next tap, as a member who closes a box expects.
 */
export function useRetentionOffer(confirmCancel: () => void) {
  const t = useT();
  const queryClient = useQueryClient();
  const [offer, setOffer] = useState<Offer | null>(null);
  const [open, setOpen] = useState(false);
  const [checking, setChecking] = useState(false);
  const answer = useMutation({
    mutationFn: answerRetentionOffer,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });

  async function start() {
    setChecking(true);
    const found = await queryClient
      .fetchQuery(retentionOfferQueryOptions())
      .then((r) => r.offer)
      .catch(() => null);
    setChecking(false);
    if (!found) return confirmCancel();
    setOffer(found);
    setOpen(true);
  }

  return {
    offer,
    open,
    checking,
    pending: answer.isPending,
    start: () => void start(),
    accept: () =>
      answer.mutate(true, {
        onSuccess: () => {
          setOpen(false);
          toast.success(
            t('billing.thanksForStaying', { offer: offer?.label ?? t('billing.yourDiscount') }),
          );
        },
        onError: (error) =>
          toast.error(t('billing.offerNotApplied'), { description: readableError(error, t) }),
      }),
    dismiss: () => {
      if (!answer.isPending) setOpen(false);
    },
    decline: () => {
      if (answer.isPending) return;
      setOpen(false);
      answer.mutate(false);
      confirmCancel();
    },
  };
}
