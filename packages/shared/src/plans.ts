// The three subscription plans (spec sections 3, 6 and 9) and the texts built from them. Prices
// live here once so the plan cards, the checkout and the payment provider charge the same amount.
import { formatPrice } from './format';
import { tierLabel } from './labels';
import type { Tier } from './roles';

export interface Plan {
  id: Tier;
  name: string;
  priceCents: number;
  period: 'month';
  description: string;
  features: readonly PlanFeature[];
  unavailableFeatures: readonly PlanFeature[];
  popular: boolean;
}

// Only what Fan+ really adds over Free: the spec's 'Standard video' and 'Standard merch' were
// dropped because free fans play the same videos and buy every item at the same price; what Fan+
// does unlock among the videos is the Fan+ clips of the Exclusive content screen.
const FAN_PLUS_FEATURES = [
  'Full playback',
  'Fan+ exclusive clips',
  'Livestreams',
  'Community',
  'Early event notifications',
] as const;

const VIP_EXTRAS = [
  'Backstage content',
  'VIP livestreams',
  'Early tickets',
  '10% merch discount',
  'VIP merch drops',
  'Meet & greet',
  'Priority support',
] as const;

const FREE_FEATURES = [
  'Browse content',
  '30-60 second previews',
  'Event details',
  'Basic merch',
] as const;

/**
 * A plan-card line, in the spec's English. The web app shows each in the page's language through
 * its catalogue key (apps/web/src/lib/plan-texts.ts), which this type keeps complete.
 */
export type PlanFeature =
  | (typeof FREE_FEATURES)[number]
  | (typeof FAN_PLUS_FEATURES)[number]
  | (typeof VIP_EXTRAS)[number]
  | 'Everything in Fan+';

/**
 * Each plan-card line's key in the catalogues' `plans` namespace: the web's plan cards and the
 * server's welcome mail say them in the reader's language from the same texts.
 */
export const PLAN_FEATURE_KEYS = {
  'Browse content': 'browseContent',
  '30-60 second previews': 'previews',
  'Event details': 'eventDetails',
  'Basic merch': 'basicMerch',
  'Full playback': 'fullPlayback',
  'Fan+ exclusive clips': 'exclusiveClips',
  Livestreams: 'livestreams',
  Community: 'community',
  'Early event notifications': 'earlyEventNotifications',
  'Backstage content': 'backstageContent',
  'VIP livestreams': 'vipLivestreams',
  'Early tickets': 'earlyTickets',
  '10% merch discount': 'merchDiscount',
  'VIP merch drops': 'vipMerchDrops',
  'Meet & greet': 'meetAndGreet',
  'Priority support': 'prioritySupport',
  'Everything in Fan+': 'everythingInFanPlus',
} as const satisfies Record<PlanFeature, string>;

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: tierLabel('free'),
    priceCents: 0,
    period: 'month',
    description: 'Get a taste of the fan club.',
    features: FREE_FEATURES,
    unavailableFeatures: [...FAN_PLUS_FEATURES, ...VIP_EXTRAS],
    popular: false,
  },
  {
    id: 'fanplus',
    name: tierLabel('fanplus'),
    priceCents: 999,
    period: 'month',
    description: 'Everything you need to follow along.',
    features: FAN_PLUS_FEATURES,
    unavailableFeatures: VIP_EXTRAS,
    popular: true,
  },
  {
    id: 'vip',
    name: tierLabel('vip'),
    priceCents: 1999,
    period: 'month',
    description: 'The closest you can get.',
    features: ['Everything in Fan+', ...VIP_EXTRAS],
    unavailableFeatures: [],
    popular: false,
  },
];

/** The checkout's plan selector starts on Fan+ (spec section 2, /auth). */
export const DEFAULT_CHECKOUT_PLAN: Tier = 'fanplus';

export const SUBSCRIBE_PROCESSING_LABEL = 'Processing...';

/** How many features the checkout summary lists before '+N more features'. */
export const CHECKOUT_SUMMARY_FEATURES = 3;

export function planById(id: Tier): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  // PLANS covers every tier, so this only fires if someone edits the list incorrectly.
  if (!plan) throw new Error(`No plan for tier ${id}`);
  return plan;
}

/** '$9.99' — the plan price without the period. */
export function formatPlanPrice(plan: Pick<Plan, 'priceCents'>): string {
  return formatPrice(plan.priceCents);
}

/**
 * The plan card button (spec section 2, Subscribe): 'Current Plan' for the user's tier,
 * 'Downgrade' for free, otherwise 'Subscribe - $9.99/mo'.
 */
export function subscribeButtonLabel(planTier: Tier, currentTier: Tier | null | undefined): string {
  if (planTier === currentTier) return 'Current Plan';
  if (planTier === 'free') return 'Downgrade';
  return `Subscribe - ${formatPlanPrice(planById(planTier))}/mo`;
}

/** Disabled for the current tier and while any subscription request is processing. */
export function subscribeButtonDisabled(
  planTier: Tier,
  currentTier: Tier | null | undefined,
  processing: boolean,
): boolean {
  return processing || planTier === currentTier;
}

/** The checkout submit button: 'Subscribe for $9.99/month'. */
export function checkoutButtonLabel(planTier: Tier): string {
  const plan = planById(planTier);
  return `Subscribe for ${formatPlanPrice(plan)}/${plan.period}`;
}

/** The checkout summary: the first three features and '+N more features' when there are more. */
export function planFeatureSummary<F extends string>(plan: {
  features: readonly F[];
}): {
  features: readonly F[];
  moreLabel: string | null;
} {
  const extra = plan.features.length - CHECKOUT_SUMMARY_FEATURES;
  return {
    features: plan.features.slice(0, CHECKOUT_SUMMARY_FEATURES),
    moreLabel: extra > 0 ? `+${extra} more features` : null,
  };
}
