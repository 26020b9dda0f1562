import { queryOptions } from '@tanstack/react-query';
import type { MyPresaleCode } from '@fanclub/shared/schemas/presale';
import { api } from './api-client';

/**
 * The member's own VIP presale codes (membership card, and the ticket form of the event): only
 * VIP members are given codes, so nobody else asks. Keyed by member, so a new sign-in refetches.
 */
export const presaleCodesQueryOptions = (userId: string | undefined, isVip: boolean) =>
  queryOptions({
    queryKey: ['presale-codes', userId ?? 'guest'] as const,
    queryFn: ({ signal }) => api.get<MyPresaleCode[]>('/api/me/presale-codes', signal),
    enabled: userId !== undefined && isVip,
    staleTime: 60_000,
  });
