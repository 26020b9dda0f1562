// VIP merch drops (issue 30): a product may be for members of a tier, go on sale at a set time and
// cap what one member buys. The server refuses with these rules and texts; the web app uses the
// same ones to draw the countdown, the lock and the button, so the two never disagree.
import { formatSaleTime } from './format';
import { tierLabel } from './labels';
import type { Tier } from './roles';
import { meetsTier } from './roles';

/** The drop columns of a product: all null for an ordinary product, on sale to everyone now. */
export interface DropRule {
  /** Members whose tier reaches this may buy; null: everyone. */
  requiredTier: Tier | null;
  /** When it goes on sale; null: on sale now. */
  dropsAt: Date | null;
  /** The most one member may buy, across their orders; null: no cap. */
  perMemberLimit: number | null;
}

/** Why someone may not buy a product now, or 'ok'. Guests never buy a members-only or capped product. */
export type DropVerdict = 'ok' | 'not-yet' | 'sign-in' | 'tier';

export function dropVerdict(
  profile: { subscriptionTier: Tier } | null | undefined,
  rule: DropRule,
  now: Date = new Date(),
): DropVerdict {
  if (rule.dropsAt && now < rule.dropsAt) return 'not-yet';
  if (!profile && (rule.requiredTier || rule.perMemberLimit !== null)) return 'sign-in';
  if (rule.requiredTier && !meetsTier(profile, rule.requiredTier)) return 'tier';
  return 'ok';
}

/** A product is a drop when it has a tier or a drop time: the page shows its badge. */
export const isDrop = (rule: DropRule) => rule.requiredTier !== null || rule.dropsAt !== null;

/** 'VIP drop' or 'Drop'. */
export const dropLabel = (rule: Pick<DropRule, 'requiredTier'>) =>
  rule.requiredTier && rule.requiredTier !== 'free'
    ? `${tierLabel(rule.requiredTier)} drop`
    : 'Drop';

/** 'VIP drop · Fri, Nov 30, 6:00 PM UTC' in the reader's zone. */
export const dropBadge = (rule: DropRule, timeZone: string) =>
  rule.dropsAt ? `${dropLabel(rule)} · ${formatSaleTime(rule.dropsAt, timeZone)}` : dropLabel(rule);

export const dropTierMessage = (tier: Tier) => `Only ${tierLabel(tier)} members can buy this drop.`;
export const DROP_SIGN_IN_MESSAGE = 'Sign in to buy this drop.';
export const dropNotYetMessage = (dropsAt: Date) =>
  `This drop goes on sale ${formatSaleTime(dropsAt, 'UTC')}.`;
export const dropLimitNote = (limit: number) => `You can buy up to ${limit} of this drop.`;
export function dropLimitMessage(limit: number, bought: number) {
  const left = limit - bought;
  return left <= 0
    ? `You have bought the most of this drop one member may buy (${limit}).`
    : `${dropLimitNote(limit)} You can add ${left} more.`;
}
export const DROP_NOTIFY_DONE = 'We will tell you when it drops.';
export const dropNotifyTierMessage = (tier: Tier) =>
  `${dropTierMessage(tier)} Upgrade to ${tierLabel(tier)} to get it at the drop.`;

/** The server's refusal text for a verdict (never 'ok'). */
export function dropRefusal(verdict: Exclude<DropVerdict, 'ok'>, rule: DropRule): string {
  if (verdict === 'not-yet' && rule.dropsAt) return dropNotYetMessage(rule.dropsAt);
  if (verdict === 'tier' && rule.requiredTier) return dropTierMessage(rule.requiredTier);
  return DROP_SIGN_IN_MESSAGE;
}

/** The countdown under a drop's badge: '2d 4h 10m', '3h 05m 09s', '42s'. */
export function countdown(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3_600);
  const m = Math.floor((s % 3_600) / 60);
  const sec = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (d > 0) return `${d}d ${h}h ${m}m`;
  if (h > 0) return `${h}h ${two(m)}m ${two(sec)}s`;
  if (m > 0) return `${m}m ${two(sec)}s`;
  return `${sec}s`;
}
