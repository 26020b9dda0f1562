// The plans' texts in the page's language: packages/shared/src/plans.ts keeps the spec's English
// (the server's mails and the tests read it there), the `plans` catalogue namespace says each line
// in every language, English word for word the same.
import type { Plan, PlanFeature } from '@fanclub/shared/plans';
import type { Tier } from '@fanclub/shared/roles';
import { listFormat } from '@fanclub/shared/intl';
import { INTL_LOCALES } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { MessageKey, Translator } from './i18n/translator';

const FEATURE_KEYS: Readonly<Record<PlanFeature, MessageKey>> = {
  'Browse content': 'plans.browseContent',
  '30-60 second previews': 'plans.previews',
  'Event details': 'plans.eventDetails',
  'Basic merch': 'plans.basicMerch',
  'Full playback': 'plans.fullPlayback',
  'Fan+ exclusive clips': 'plans.exclusiveClips',
  Livestreams: 'plans.livestreams',
  Community: 'plans.community',
  'Early event notifications': 'plans.earlyEventNotifications',
  'Backstage content': 'plans.backstageContent',
  'VIP livestreams': 'plans.vipLivestreams',
  'Early tickets': 'plans.earlyTickets',
  '10% merch discount': 'plans.merchDiscount',
  'VIP merch drops': 'plans.vipMerchDrops',
  'Meet & greet': 'plans.meetAndGreet',
  'Priority support': 'plans.prioritySupport',
  'Everything in Fan+': 'plans.everythingInFanPlus',
};

const DESCRIPTION_KEYS: Readonly<Record<Tier, MessageKey>> = {
  free: 'plans.descriptionFree',
  fanplus: 'plans.descriptionFanplus',
  vip: 'plans.descriptionVip',
};

/** A plan-card line ('Full playback') in the page's language. */
export function featureText(feature: PlanFeature, t: Translator['t']): string {
  return t(FEATURE_KEYS[feature]);
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
