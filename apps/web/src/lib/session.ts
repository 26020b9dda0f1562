import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
// Types only: a runtime import of the schema module would pull zod into the browser bundle.
import type { MeResponse } from '@fanclub/shared/schemas/profile';
import { DEFAULT_ROLE } from '@fanclub/shared/roles';
import { effectiveRole } from '@fanclub/shared/permissions';
import { api, ApiError } from './api-client';
import { forgetOfflinePass } from './offline-pass';

/** The signed-in member as GET /api/me returns it: user, profile (role, tier) and preferences. */
export type Session = MeResponse;
export type SessionProfile = MeResponse['profile'];

export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
};

/**
 * The signed-in user from GET /api/me. 401 means signed out (null). If the API cannot be reached
 * the spec treats the visitor as signed out with role fan and only warns: the lookup then ends in
 * an error state (see useSession), without retries so loading clears on the first lookup.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.me(),
    queryFn: async ({ signal }): Promise<Session | null> => {
      try {
        const me = await api.get<Session>('/api/me', signal);
        // Another member on this device: the last one's saved tickets go (offline-pass.ts).
        forgetOfflinePass(me.user.id);
        return me;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          forgetOfflinePass();
          return null;
        }
        console.warn('Session lookup failed; continuing signed out.', error);
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
    // A failed lookup without data must not be repeated by every component that mounts: each
    // retry would put the query back to pending and flip the screens between spinner and content.
    // Signing in fetches it again; a reload does too.
    retryOnMount: false,
  });

/** Account calls (PATCH /api/me, avatar upload) answer with the whole MeResponse: store it as is. */
export function storeSession(queryClient: QueryClient, me: Session | null): void {
  queryClient.setQueryData(sessionKeys.me(), me);
}

export function useSession() {
  const query = useQuery(sessionQueryOptions());
  const session = query.data ?? null;
  // Unreachable auth service: no session, but the role reads as fan (spec section 4).
  const fallbackRole = query.isError && !session ? DEFAULT_ROLE : null;
  return {
    isLoading: query.isPending,
    session,
    // Features follow the effective role: a fan paying for VIP has the VIP role's features.
    role: session
      ? effectiveRole(session.profile.role, session.profile.subscriptionTier)
      : fallbackRole,
    tier: session?.profile.subscriptionTier ?? null,
    preferences: session?.preferences ?? null,
  };
}
