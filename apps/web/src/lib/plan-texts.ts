// The plans' texts in the page's language: packages/shared/src/plans.ts keeps the spec's English
// (the server's mails and the tests read it there), the `plans` catalogue namespace says each line
// in every language, English word for word the same.
import { PLAN_FEATURE_KEYS, planById } from '@fanclub/shared/plans';
import type { Plan, PlanFeature } from '@fanclub/shared/plans';
import type { Tier } from '@fanclub/shared/roles';
import { listFormat } from '@fanclub/shared/intl';
import { INTL_LOCALES } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { MessageKey, Translator } from './i18n/translator';

const DESCRIPTION_KEYS: Readonly<Record<Tier, MessageKey>> = {
  free: 'plans.descriptionFree',
  fanplus: 'plans.descriptionFanplus',
  vip: 'plans.descriptionVip',
};

/** A plan-card line ('Full playback') in the page's language. */
export function featureText(feature: PlanFeature, t: Translator['t']): string {
  return t(`plans.${PLAN_FEATURE_KEYS[feature]}`);
}

/** The plan's one-line pitch under its name ('Get a taste of the fan club.'). */
export function planDescription(plan: Pick<Plan, 'id'>, t: Translator['t']): string {
  return t(DESCRIPTION_KEYS[plan.id]);
}

/**
 * Lines written into a sentence: English as it always was ('A, B, C'), other languages with
 * their own list words and commas ('A, B y C', 'A、B、C').
 */
export function featureListText(
  features: readonly PlanFeature[],
  t: Translator['t'],
  locale: Locale,
): string {
  const texts = features.map((feature) => featureText(feature, t));
  if (locale === 'en') return texts.join(', ');
  return listFormat(INTL_LOCALES[locale], { type: 'conjunction' }).format(texts);
}

type Price = (cents: number) => string;

/**
 * The plan card's button (spec section 2, Subscribe): 'Current Plan' for the member's tier,
 * 'Downgrade' for Free, otherwise 'Subscribe - $9.99/mo'; `price` is the page's (useFormat).
 */
export function subscribeButtonText(
  planTier: Tier,
  currentTier: Tier | null | undefined,
  t: Translator['t'],
  price: Price,
): string {
  if (planTier === currentTier) return t('plans.currentPlan');
  if (planTier === 'free') return t('plans.downgrade');
  return t('plans.subscribeMonthly', { price: price(planById(planTier).priceCents) });
}

/** The checkout's submit button: 'Subscribe for $9.99/month'. */
export function checkoutButtonText(tier: Tier, t: Translator['t'], price: Price): string {
  return t('plans.subscribeFor', { price: price(planById(tier).priceCents) });
}
