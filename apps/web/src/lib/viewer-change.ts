// Signing in or out changes who is looking, and with it the tier that decides every lock in the
// catalogue. These helpers keep that refresh in one place for the auth and profile screens.
import type { QueryClient } from '@tanstack/react-query';
import { catalogKeys } from './catalog/catalog-queries';
import { forgetOfflinePass } from './offline-pass';
import { sessionKeys, sessionQueryOptions, storeSession } from './session';
import type { Session } from './session';

/**
 * After sign-in: fetch the new session now (the next screen, maybe a guarded one, must not see
 * the cached signed-out answer) and mark every catalogue list stale so locks follow the new tier.
 */
export async function refreshAfterSignIn(queryClient: QueryClient): Promise<Session | null> {
  await queryClient.invalidateQueries({ queryKey: sessionKeys.all, refetchType: 'none' });
  const session = await queryClient
    .fetchQuery({ ...sessionQueryOptions(), staleTime: 0 })
    .catch(() => null);
  await queryClient.invalidateQueries({ queryKey: catalogKeys.all });
  return session;
}

/** After sign-out nothing fetched for the old account may survive; the visitor is a guest now. */
export function forgetViewer(queryClient: QueryClient): void {
  queryClient.clear();
  forgetOfflinePass();
  storeSession(queryClient, null);
}
