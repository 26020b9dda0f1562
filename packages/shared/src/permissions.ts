// The feature matrix of spec section 3, plus two admin-only back-office features and the door.
// `can` is the single permission helper: the server throws 403 when it says no, the web app
// only hides the control. Keeping one table means both sides change together.
import type { Role, Tier } from './roles';
import { isRole, ROLES } from './roles';

export const FEATURES = [
  'basicFeed',
  'vipRooms',
  'premiumDrops',
  'postContent',
  'manageEvents',
  'manageMembers',
  'manageOrders',
  'goLive',
  'moderateChat',
  'moderateCommunity',
  'checkIn',
  'answerSupport',
  'viewInsights',
  'manageOffers',
] as const;
export type Feature = (typeof FEATURES)[number];

const MATRIX: Readonly<Record<Feature, readonly Role[]>> = {
  basicFeed: ['fan', 'vip', 'premium', 'artist', 'admin', 'staff'],
  vipRooms: ['vip', 'premium', 'artist', 'admin'],
  premiumDrops: ['premium', 'artist', 'admin'],
  postContent: ['artist', 'admin'],
  manageEvents: ['artist', 'admin'],
  // Members and orders hold other people's personal data, so only admins get them.
  manageMembers: ['admin'],
  manageOrders: ['admin'],
  // Start and stop live streams (spec section 6: the Go Live control).
  goLive: ['artist', 'admin'],
  // Delete live chat messages and mute a member for a stream.
  moderateChat: ['artist', 'admin'],
  // The club's moderation queue, hiding posts and comments, mutes and bans, blocked words.
  moderateCommunity: ['artist', 'admin'],
  // The door: scan tickets and passes, let them in once (issue 30). The only thing 'staff' has
  // beyond what every member has.
  checkIn: ['staff', 'artist', 'admin'],
  // The support inbox shows members' e-mail addresses, orders and payments: admins only, like
  // manageMembers (the artist is not given members' personal data).
  answerSupport: ['admin'],
  // The club's figures (revenue, members, sales, engagement): aggregates only, no member's
  // personal data, so the artist sees them too (issue 33).
  viewInsights: ['artist', 'admin'],
  // Discount codes and the retention offer change what members pay (issue 33): admins only.
  manageOffers: ['admin'],
};

/** Whether the role may use the feature. No role (signed out) or an unknown value: never. */
export function can(role: Role | null | undefined, feature: Feature): boolean {
  if (!isRole(role)) return false;
  return MATRIX[feature].includes(role);
}

/** Roles that have the feature, e.g. for route guards that take a role list. */
export function rolesWith(feature: Feature): Role[] {
  return ROLES.filter((role) => MATRIX[feature].includes(role));
}

/**
 * The role the web app treats the member as: staff and special roles stay as they are, and a fan
 * who pays for VIP counts as the VIP role for as long as the tier lasts. Display only: routes check their Feature against the stored role, and what a
 * member paid for is their tier (docs/access.md).
 */
export function effectiveRole(
  role: Role | null | undefined,
  tier: Tier | null | undefined,
): Role | null {
  if (!role) return null;
  if (role === 'fan' && tier === 'vip') return 'vip';
  return role;
}
