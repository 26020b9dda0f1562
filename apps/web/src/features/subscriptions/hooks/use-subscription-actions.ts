import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { planById } from '@fanclub/shared/plans';
import { showPaymentError } from '../../../lib/payment/payment-error';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
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
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const store = useStoreSubscription();

  const upgrade = useMutation({
    mutationFn: () => startCheckout('vip'),
    onSuccess: async ({ url }) => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
      followRedirect(url, navigate);
    },
    onError: (error) => showPaymentError(error, t),
    onSettled: () => settled.plan(),
  });
  const downgrade = useMutation({
    mutationFn: () => changePlan('fanplus'),
    onSuccess: async (details) => {
      await store(details);
      toast.success(t('billing.subscriptionUpdated'), {
        description: t('billing.fanplusAtRenewal', {
          date: formatBillingDate(details.currentPeriodEnd, locale),
        }),
      });
    },
    onError: (error) => showSubscriptionError(error, t),
    onSettled: () => settled.plan(),
  });
  const portal = useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => followRedirect(url, navigate),
    onError: (error) => showPaymentError(error, t),
  });
  const cancel = useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async (details) => {
      await store(details);
      settled.cancel();
      toast.success(t('billing.subscriptionCancelled'), {
        description: t('billing.keepUntil', {
          plan: planById(details.tier).name,
          date: formatBillingDate(details.currentPeriodEnd, locale),
        }),
      });
    },
    onError: (error) => {
      settled.cancel();
      showSubscriptionError(error, t);
    },
  });
  const resume = useMutation({
    mutationFn: resumeSubscription,
    onSuccess: async (details) => {
      await store(details);
      toast.success(t('billing.subscriptionResumed'), {
        description: t('billing.planRenewsOn', {
          date: formatBillingDate(details.currentPeriodEnd, locale),
        }),
      });
    },
    onError: (error) => showSubscriptionError(error, t),
  });

  return { upgrade, downgrade, portal, cancel, resume };
}
