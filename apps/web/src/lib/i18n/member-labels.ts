// The shared labels (packages/shared/src/labels.ts, drops.ts, schemas/membership.ts) in the
// reader's language (issue 34). The plan names Fan+ and VIP are brand names and stay as they are;
// 'Free', the role names, 'Guest', a drop's badge, the member number and the upgrade prompt are the catalogue's
// ('app', always loaded). English reads exactly as the shared functions do, which the server
// keeps using for its own texts.
import { roleLabel, tierLabel } from '@fanclub/shared/labels';
import { formatSaleTime } from '@fanclub/shared/format';
import type { DropRule } from '@fanclub/shared/drops';
import type { Role, Tier } from '@fanclub/shared/roles';
import { isRole, isTier } from '@fanclub/shared/roles';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { MessageKey, Translator } from './translator';

type T = Translator['t'];

const ROLE_KEYS: Readonly<Record<Role, MessageKey | null>> = {
  admin: 'app.roleAdmin',
  artist: 'app.roleArtist',
  premium: 'app.rolePremium',
  vip: null, // the brand name, as the VIP tier
  fan: 'app.roleFan',
  staff: 'app.roleStaff',
};

/** 'Free' in the reader's language, 'Fan+' or 'VIP'; anything unknown reads as the free tier. */
export function tierName(t: T, tier: unknown): string {
  return isTier(tier) && tier !== 'free' ? tierLabel(tier) : t('app.tierFree');
}

/** A role's name in the reader's language; anything unknown reads as a fan. */
export function roleName(t: T, role: unknown): string {
  const key = ROLE_KEYS[isRole(role) ? role : 'fan'];
  return key ? t(key) : roleLabel('vip');
}

/** The shared memberLabel() in the reader's language: staff by role, a fan by what they pay for. */
export function memberName(t: T, role: Role | null | undefined, tier: Tier | null | undefined) {
  if (role === undefined || role === null) return t('app.guest');
  if (role !== 'fan') return roleName(t, role);
  return tier && tier !== 'free' ? tierName(t, tier) : roleName(t, role);
}

/** 'VIP drop' or 'Drop' (the shared dropLabel()). */
export function dropName(t: T, rule: Pick<DropRule, 'requiredTier'>): string {
  return rule.requiredTier && rule.requiredTier !== 'free'
    ? t('app.tierDrop', { tier: tierName(t, rule.requiredTier) })
    : t('app.drop');
}

/** 'VIP drop · Mon, Nov 30, 6:00 PM UTC' in the reader's zone (the shared dropBadge()). */
export function dropBadgeText(t: T, locale: Locale, rule: DropRule, timeZone: string): string {
  const name = dropName(t, rule);
  return rule.dropsAt ? `${name} · ${formatSaleTime(rule.dropsAt, timeZone, locale)}` : name;
}

/** 'No. 000042' (the shared formatMemberNumber()), zero-padded so every card looks alike. */
export function memberNumberText(t: T, memberNumber: number): string {
  return t('app.memberNumber', { number: String(memberNumber).padStart(6, '0') });
}

/**
 * The shared upgradePrompt() in the reader's language: it names only the plans above the
 * member's tier ('Upgrade to VIP' for Fan+, else 'Upgrade to Fan+ or VIP').
 */
export function upgradePromptText(t: T, tier: Tier | null | undefined): string {
  return tier === 'fanplus'
    ? t('app.upgradeTo', { tier: tierLabel('vip') })
    : t('app.upgradeToEither', { fanplus: tierLabel('fanplus'), vip: tierLabel('vip') });
}
