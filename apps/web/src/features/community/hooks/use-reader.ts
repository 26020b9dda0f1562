import { useSession } from '../../../lib/session';
import type { Reader } from '../api/community-api';

/** Who reads the club, for its query keys: the member's id, 'guest', or 'pending' until known. */
export function useReader(): { reader: Reader; signedIn: boolean } {
  const { isLoading, session } = useSession();
  if (isLoading) return { reader: 'pending', signedIn: false };
  return { reader: session?.user.id ?? 'guest', signedIn: session !== null };
}
