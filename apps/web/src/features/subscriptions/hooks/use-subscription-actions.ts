import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { planById } from '@fanclub/shared/plans';
import { showPaymentError } from '../../../lib/payment/payment-feedback';
import {
  billingKeys,
  cancelSubscription,
  changePlan,
  openBillingPortal,
  resumeSubscription,
  startCheckout,
} from '../api/billing-api';
import { formatBillingDate } from '../billing-format';
import { followRedirect, showSubscriptionError } from '../payment-feedback';
import { useStoreSubscription } from './use-store-subscription';

/**
 * The plan changes a paying member can make, each saying how it went: upgrade to VIP (a
 * checkout, or a charge to the stored card), switch to Fan+ at renewal, the billing portal,
 * cancel at period end and resume. `settled` closes whichever confirmation asked for it.
 */
export function useSubscriptionActions(settled: { plan: () => void; cancel: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const store = useStoreSubscription();

  const upgrade = useMutation({
    mutationFn: () => startCheckout('vip'),
    onSuccess: async ({ url }) => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      followRedirect(url, navigate);
    },
    onError: (error) => showPaymentError(error),
    onSettled: () => settled.plan(),
  });
  const downgrade = useMutation({
    mutationFn: () => changePlan('fanplus'),
    onSuccess: async (details) => {
      await store(details);
      toast.success('Subscription Updated', {
        description: `Fan+ starts at your renewal on ${formatBillingDate(details.currentPeriodEnd)}. You keep VIP until then.`,
      });
    },
    onError: (error) => showSubscriptionError(error),
    onSettled: () => settled.plan(),
  });
  const portal = useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => followRedirect(url, navigate),
    onError: (error) => showPaymentError(error),
  });
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async (details) => {
      await store(details);
      settled.cancel();
      toast.success('Subscription cancelled', {
        description: `You keep ${planById(details.tier).name} until ${formatBillingDate(details.currentPeriodEnd)}.`,
      });
    },
    onError: (error) => {
      settled.cancel();
      showSubscriptionError(error);
    },
  });
  const resume = useMutation({
    mutationFn: resumeSubscription,
    onSuccess: async (details) => {
      await store(details);
      toast.success('Subscription resumed', {
        description: `Your plan renews on ${formatBillingDate(details.currentPeriodEnd)}.`,
      });
    },
    onError: (error) => showSubscriptionError(error),
  });

  return { upgrade, downgrade, portal, cancel, resume };
}
