import { queryOptions } from '@tanstack/react-query';
import type { MembershipCard } from '@fanclub/shared/schemas/membership';
import { api } from '../../../lib/api-client';
import { profileKeys } from './profile-api';

/** The member's card with a fresh signed code; per user, like the stats, and keyed by tier so an upgrade refetches it. */
export const membershipQueryOptions = (userId: string | undefined, tier: string | undefined) =>
  queryOptions({
    queryKey: profileKeys.membership(userId ?? 'guest', tier ?? 'none'),
    queryFn: ({ signal }) => api.get<MembershipCard>('/api/me/membership', signal),
    enabled: userId !== undefined,
    // The code is valid for a week; refreshing it hourly keeps the one on screen well inside that.
    staleTime: 3_600_000,
  });
