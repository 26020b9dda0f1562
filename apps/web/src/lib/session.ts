import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role, Tier } from '@fanclub/shared/roles';
import { api, ApiError } from './api-client';

export interface SessionProfile {
  id: string;
  userId: string;
  displayName: string | null;
  avatarUrl: string | null;
  role: Role;
  subscriptionTier: Tier;
}

export interface Session {
  user: { id: string; email: string; emailVerified: boolean; createdAt: string };
  profile: SessionProfile;
}

/**
 * The signed-in user from GET /api/me. 401 means signed out; if the API cannot be reached at all
 * the spec treats the visitor as signed out (role fan) and only warns.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'me'] as const,
    queryFn: async ({ signal }): Promise<Session | null> => {
      try {
        return await api.get<Session>('/api/me', signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        console.warn('Session lookup failed; continuing signed out.', error);
        return null;
      }
    },
    staleTime: 60_000,
  });

export function useSession() {
  const query = useQuery(sessionQueryOptions());
  const session = query.data ?? null;
  return {
    isLoading: query.isPending,
    session,
    role: session?.profile.role ?? null,
    tier: session?.profile.subscriptionTier ?? null,
  };
}
