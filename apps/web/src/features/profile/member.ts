import { usernameFromEmail } from '@fanclub/shared/format';
import type { Session } from '../../lib/session';

/** The name to show: the chosen display name, else the e-mail's local part, never blank. */
export function shownName(session: Session): string {
  return session.profile.displayName?.trim() || usernameFromEmail(session.user.email);
}

/** Upgrade prompts are for fans who can still go higher; a fan already on VIP has nothing to buy. */
export function shouldOfferUpgrade(session: Session | null): boolean {
  if (!session) return true;
  return session.profile.role === 'fan' && session.profile.subscriptionTier !== 'vip';
}
