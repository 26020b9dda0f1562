// The retention offer (issue 33): its own module, so the billing calls on other screens' first
// load stay as they were; only the manage-subscription screen loads this.
import { queryOptions } from '@tanstack/react-query';
import type { RetentionOffer } from '@fanclub/shared/schemas/offers';
import { api } from '../../../lib/api-client';
import { billingKeys } from './billing-api';

/** The discount offered once to a member about to cancel, or `offer: null`. */
export const retentionOfferQueryOptions = () =>
  queryOptions({
    queryKey: [...billingKeys.all, 'retention-offer'] as const,
    queryFn: ({ signal }) => api.get<RetentionOffer>('/api/billing/retention-offer', signal),
    staleTime: 0,
  });

/** Accepts or declines the retention offer; the server takes one answer per member. */
export const answerRetentionOffer = (accept: boolean) =>
  api.post<RetentionOffer>('/api/billing/retention-offer', { accept });
