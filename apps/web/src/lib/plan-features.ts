import type { Tier } from '@fanclub/shared/roles';
import { planById } from '@fanclub/shared/plans';
import type { PlanFeature } from '@fanclub/shared/plans';
import { paths } from '../app/paths';

/**
 * Where each plan-card line (packages/shared/src/plans.ts) is in the app, so the plan cards
 * ("See what's included"), Profile and Settings link every perk to the screen that delivers it.
 */
export const PLAN_FEATURE_LINKS: Readonly<Partial<Record<PlanFeature, string>>> = {
  'Browse content': paths.mediaHub,
  '30-60 second previews': paths.music,
  'Event details': paths.events,
  'Basic merch': paths.shopList,
  'Full playback': paths.music,
  'Fan+ exclusive clips': paths.mediaHub,
  Livestreams: paths.mediaHub,
  Community: paths.home,
  'Early event notifications': paths.notificationSettings,
  'Backstage content': paths.mediaHub,
  'VIP livestreams': paths.mediaHub,
  'Early tickets': paths.events,
  '10% merch discount': paths.shopList,
  'VIP merch drops': paths.shopList,
  'Meet & greet': paths.events,
  'Priority support': paths.support,
};

/** The plan a member can move up to from this one, if any. */
export const NEXT_TIER: Readonly<Partial<Record<Tier, Tier>>> = { free: 'fanplus', fanplus: 'vip' };

/** The plan's card lines, with VIP's 'Everything in Fan+' spelled out so each line can link. */
export function includedIn(tier: Tier): readonly PlanFeature[] {
  const { features } = planById(tier);
  if (tier !== 'vip') return features;
  return [
    ...planById('fanplus').features,
    ...features.filter((feature) => feature !== 'Everything in Fan+'),
  ];
}

/** What the next plan adds on top of this one, in its card's words. */
export function addedBy(tier: Tier, next: Tier): PlanFeature[] {
  const have = new Set(includedIn(tier));
  return includedIn(next).filter((feature) => !have.has(feature));
}
