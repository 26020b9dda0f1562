import type { Role, Tier } from '@fanclub/shared/roles';
import type { Author } from '@fanclub/shared/schemas/community';
import { chatBadge } from '@fanclub/shared/schemas/live-chat';

/** The profile columns a repository selects for whoever wrote a post or comment. */
export interface AuthorRow {
  id: string;
  displayName: string | null;
  avatarUrl: string | null;
  role: Role | null;
  subscriptionTier: Tier | null;
}

/** What everyone sees of an author: public name, avatar and badge, never an e-mail. */
export function authorView(row: AuthorRow): Author {
  return {
    id: row.id,
    displayName: row.displayName?.trim() || 'Fan',
    avatarUrl: row.avatarUrl,
    badge: chatBadge(row.role, row.subscriptionTier),
    verified: row.role === 'artist' || row.role === 'admin',
  };
}
