import type { Tier } from '@fanclub/shared/roles';
import { useSession } from '../session';
import type { Session } from '../session';

/** Who is looking, as far as locked content is concerned: the tier, or 'guest' when signed out. */
export type Viewer = Tier | 'guest';

/**
 * The viewer for tier-dependent query keys; undefined until the session lookup settles, so a
 * locked list is never fetched for the wrong person and then shown.
 */
export function useViewer(): Viewer | undefined {
  const { isLoading, session } = useSession();
  if (isLoading) return undefined;
  return viewerOf(session);
}

/** The viewer a settled session lookup stands for (route loaders read it from the cache). */
export function viewerOf(session: Session | null): Viewer {
  return session?.profile.subscriptionTier ?? 'guest';
}
