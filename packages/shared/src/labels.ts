// The one place role and tier names become words. Every screen (profile badge, settings, plan
// cards, chat, admin lists, the membership card) reads its label here, so a VIP member is "VIP"
// everywhere and never "Fan" on one screen and "Vip" on the next.
import type { Role, Tier } from './roles';
import { isRole, isTier } from './roles';

const TIER_LABELS: Readonly<Record<Tier, string>> = { free: 'Free', fanplus: 'Fan+', vip: 'VIP' };

const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: 'Admin',
  artist: 'Artist',
  premium: 'Premium',
  vip: 'VIP',
  fan: 'Fan',
  staff: 'Staff',
};

/** 'Free', 'Fan+' or 'VIP'; anything unknown reads as the free tier. */
export function tierLabel(tier: unknown): string {
  return isTier(tier) ? TIER_LABELS[tier] : TIER_LABELS.free;
}

/** 'Admin', 'Artist', 'Premium', 'VIP', 'Fan' or 'Staff'; anything unknown reads 'Fan'. */
export function roleLabel(role: unknown): string {
  return isRole(role) ? ROLE_LABELS[role] : ROLE_LABELS.fan;
}

/**
 * What a member is, in one word: staff by their role, a fan by what they pay for. A fan on the
 * VIP tier is "VIP" (not "Fan"), a fan on Fan+ is "Fan+", a free fan is "Fan".
 */
export function memberLabel(role: Role | null | undefined, tier: Tier | null | undefined): string {
  if (role === undefined || role === null) return 'Guest';
  if (role !== 'fan') return roleLabel(role);
  return tier && tier !== 'free' ? tierLabel(tier) : roleLabel(role);
}

/** The tier a member label stands for, for its colour: staff and fans by tier, guests free. */
export function memberTier(role: Role | null | undefined, tier: Tier | null | undefined): Tier {
  if (role === 'vip' || role === 'premium') return 'vip';
  return tier ?? 'free';
}

/** The upgrade prompt names only plans that exist and are above the member's tier. */
export function upgradePrompt(tier: Tier | null | undefined): string {
  return tier === 'fanplus'
    ? `Upgrade to ${TIER_LABELS.vip}`
    : `Upgrade to ${TIER_LABELS.fanplus} or ${TIER_LABELS.vip}`;
}
