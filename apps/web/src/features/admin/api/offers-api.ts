// Discount codes (issue 33, admin only, manageOffers): the list with its uses, create, disable.
import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type {
  AdminOffer,
  AdminOfferPage,
  CreateOfferBody,
  RetentionSetting,
} from '@fanclub/shared/schemas/offers';
import { api } from '../../../lib/api-client';

const offerKeys = { admin: ['admin', 'offers'] as const };

export const adminOffersQueryOptions = () =>
  queryOptions({
    queryKey: offerKeys.admin,
    queryFn: ({ signal }) => api.get<AdminOfferPage>('/api/admin/offers', signal),
    select: (page) => page.items,
    staleTime: 0,
  });

export const createOffer = (body: Partial<CreateOfferBody>) =>
  api.post<AdminOffer>('/api/admin/offers', { ...body });

export const setOfferDisabled = (id: string, disabled: boolean) =>
  api.patch<AdminOffer>(`/api/admin/offers/${id}`, { disabled });

export const invalidateOffers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: offerKeys.admin });

const retentionKey = ['admin', 'offers', 'retention'] as const;

/** The retention offer made once to a member who taps Cancel Subscription (null: off). */
export const retentionSettingQueryOptions = () =>
  queryOptions({
    queryKey: retentionKey,
    queryFn: ({ signal }) => api.get<RetentionSetting>('/api/admin/offers/retention', signal),
  });

export const saveRetentionSetting = (setting: RetentionSetting) =>
  api.put<RetentionSetting>('/api/admin/offers/retention', { ...setting });
