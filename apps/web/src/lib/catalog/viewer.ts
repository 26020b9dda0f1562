import type { Tier } from '@fanclub/shared/roles';
import { useSession } from '../session';

/** Who is looking, as far as locked content is concerned: the tier, or 'guest' when signed out. */
export type Viewer = Tier | 'guest';

/**
 * The viewer for tier-dependent query keys; undefined until the session lookup settles, so a
 * locked list is never fetched for the wrong person and then shown.
 */
export function useViewer(): Viewer | undefined {
  const { isLoading, tier } = useSession();
  if (isLoading) return undefined;
  return tier ?? 'guest';
}
