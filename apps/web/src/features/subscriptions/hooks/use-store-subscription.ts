import { useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../../lib/session';
import type { SubscriptionDetails } from '../api/billing-api';
import { billingKeys } from '../api/billing-api';

/**
 * Billing calls answer with the whole SubscriptionDetails: store it as is, and re-read the
 * profile, whose tier the server may have changed with it.
 */
export function useStoreSubscription(): (details: SubscriptionDetails) => Promise<void> {
  const queryClient = useQueryClient();
  return async (details) => {
    queryClient.setQueryData(billingKeys.subscription(), details);
    await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  };
}
