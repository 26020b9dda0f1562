// Roles and subscription tiers (spec sections 4-6). Server and web both decide access with these
// helpers so the two sides can never disagree about who may see what.

// 'staff' is door staff (issue 30): the check-in screen and a member's fan screens, nothing else.
// Last, because the database enum gains it at the end (migration 0028).
export const ROLES = ['admin', 'artist', 'premium', 'vip', 'fan', 'staff'] as const;
export type Role = (typeof ROLES)[number];

// Order matters: the index is the rank used by the tier check (free < fanplus < vip).
export const TIERS = ['free', 'fanplus', 'vip'] as const;
export type Tier = (typeof TIERS)[number];

/**
 * Roles admitted to /admin, the Go Live control and stream start/stop (spec sections 2 and 6).
 * Not the 'staff' role: door staff only check tickets in (the `checkIn` feature).
 */
export const STAFF_ROLES = ['admin', 'artist'] as const satisfies readonly Role[];

/** Used when the auth service or the profile gives us nothing usable (spec section 4). */
export const DEFAULT_ROLE: Role = 'fan';

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

export function tierRank(tier: Tier): number {
  return TIERS.indexOf(tier);
}

/**
 * Whether a profile reaches the required tier. Without a profile the answer is always false,
 * even for 'free', because the spec ties access to an existing profile (section 4).
 */
export function meetsTier(
  profile: { subscriptionTier: Tier } | null | undefined,
  required: Tier,
): boolean {
  if (!profile) return false;
  return tierRank(profile.subscriptionTier) >= tierRank(required);
}

/** Passes when no roles are required; otherwise the role must be in the list (spec section 5). */
export function hasAnyRole(
  role: Role | null | undefined,
  allowed: readonly Role[] | undefined,
): boolean {
  if (!allowed || allowed.length === 0) return true;
  return role != null && allowed.includes(role);
}

/** Single-role check: the role must equal the required one exactly, no hierarchy (spec section 5). */
export function hasRole(role: Role | null | undefined, required: Role): boolean {
  return role === required;
}

/**
 * Role precedence from spec section 4: user metadata first, then the profile row, then 'fan'.
 * Unknown strings are skipped rather than trusted, so a typo can never grant a role.
 */
export function resolveRole(metadataRole: unknown, profileRole: unknown): Role {
  if (isRole(metadataRole)) return metadataRole;
  if (isRole(profileRole)) return profileRole;
  return DEFAULT_ROLE;
}
