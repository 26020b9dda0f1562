// The feature matrix of spec section 3, plus two admin-only back-office features.
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
] as const;
export type Feature = (typeof FEATURES)[number];

const MATRIX: Readonly<Record<Feature, readonly Role[]>> = {
  basicFeed: ['fan', 'vip', 'premium', 'artist', 'admin'],
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
};

/** Labels for the 'Available Features' / 'Unlock More Features' lists on Profile and Settings. */
export const FEATURE_LABELS: Readonly<Record<Feature, string>> = {
  basicFeed: 'Basic Feed',
  vipRooms: 'VIP Rooms',
  premiumDrops: 'Premium Drops',
  postContent: 'Post Content',
  manageEvents: 'Manage Events',
  manageMembers: 'Manage Members',
  manageOrders: 'Manage Orders',
  goLive: 'Go Live',
  moderateChat: 'Moderate Chat',
  moderateCommunity: 'Moderate Community',
};

/** Whether the role may use the feature. No role (signed out) or an unknown value: never. */
export function can(role: Role | null | undefined, feature: Feature): boolean {
  if (!isRole(role)) return false;
  return MATRIX[feature].includes(role);
}

/** Features the role has, in matrix order, for the 'Available Features' list. */
export function featuresFor(role: Role | null | undefined): Feature[] {
  return FEATURES.filter((feature) => can(role, feature));
}

/** Features the role lacks, for the fans' 'Unlock More Features' list. */
export function lockedFeaturesFor(role: Role | null | undefined): Feature[] {
  return FEATURES.filter((feature) => !can(role, feature));
}

/** Roles that have the feature, e.g. for route guards that take a role list. */
export function rolesWith(feature: Feature): Role[] {
  return ROLES.filter((role) => MATRIX[feature].includes(role));
}

export function featureLabel(feature: Feature): string {
  return FEATURE_LABELS[feature];
}

/**
 * The role whose features the Profile and Settings lists show: staff and special roles stay as
 * they are, and a fan who pays for VIP is shown the VIP role's features (VIP Rooms) for as long as
 * the tier lasts. Display only: routes check their Feature against the stored role, and what a
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
