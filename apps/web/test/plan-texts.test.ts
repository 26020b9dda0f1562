import { describe, expect, it } from 'vitest';
import {
  checkoutButtonLabel,
  planFeatureSummary,
  PLANS,
  subscribeButtonLabel,
} from '@fanclub/shared/plans';
import { formatPrice } from '@fanclub/shared/format';
import { TIERS } from '@fanclub/shared/roles';
import {
  checkoutButtonText,
  featureListText,
  featureText,
  planDescription,
  subscribeButtonText,
} from '../src/lib/plan-texts';
import { catalogueTranslator } from './catalogue-translator';

const en = catalogueTranslator('en');
const ja = catalogueTranslator('ja');
const es = catalogueTranslator('es');

const everyFeature = [...new Set(PLANS.flatMap((plan) => [...plan.features]))];

describe('the plan cards in the page language (Subscribe, checkout, Profile)', () => {
  it('shows every line and pitch in English exactly as packages/shared/plans writes them', () => {
    for (const feature of everyFeature) expect(featureText(feature, en)).toBe(feature);
    for (const plan of PLANS) expect(planDescription(plan, en)).toBe(plan.description);
    expect(en('plans.moreFeatures', { count: 5 })).toBe('+5 more features');
  });

  it('has every line in Japanese and Spanish, none left in English', () => {
    for (const t of [ja, es])
      for (const feature of everyFeature) {
        const text = featureText(feature, t);
        expect(text).not.toMatch(/^plans\./);
        if (feature !== 'Meet & greet') expect(text).not.toBe(feature);
      }
    expect(featureText('Full playback', ja)).toBe('フル再生');
    expect(featureText('Early tickets', es)).toBe('Preventa de entradas');
    expect(planDescription({ id: 'vip' }, es)).toBe('Lo más cerca que puedes estar.');
    expect(ja('plans.moreFeatures', { count: 5 })).toBe('ほか5件の特典');
  });

  it("joins lines into a sentence with each language's own list words", () => {
    const free = PLANS[0]!.features;
    expect(featureListText(free, en, 'en')).toBe(
      'Browse content, 30-60 second previews, Event details, Basic merch',
    );
    expect(featureListText(free, es, 'es')).toBe(
      'Explorar contenido, Avances de 30 a 60 segundos, Detalles de los eventos y Merch básico',
    );
    expect(featureListText(free, ja, 'ja')).toBe(
      'コンテンツの閲覧、30〜60秒のプレビュー、イベント詳細、通常グッズ',
    );
  });
});

describe('the plan buttons and prices in the page language', () => {
  const price = (locale: 'en' | 'es' | 'ja') => (cents: number) =>
    formatPrice(cents, 'USD', locale);

  it('says in English exactly what packages/shared/plans says', () => {
    for (const plan of TIERS)
      for (const current of [...TIERS, null])
        expect(subscribeButtonText(plan, current, en, price('en'))).toBe(
          subscribeButtonLabel(plan, current),
        );
    expect(checkoutButtonText('vip', en, price('en'))).toBe(checkoutButtonLabel('vip'));
    expect(checkoutButtonText('fanplus', en, price('en'))).toBe('Subscribe for $9.99/month');
    for (const plan of PLANS) {
      const { moreLabel, features } = planFeatureSummary(plan);
      const more = plan.features.length - features.length;
      expect(more > 0 ? en('plans.moreFeatures', { count: more }) : null).toBe(moreLabel);
    }
    expect(en('plans.perMonth')).toBe(`/${PLANS[1]!.period}`);
  });

  it('writes them in Spanish and Japanese, prices as those readers write dollars', () => {
    expect(subscribeButtonText('vip', 'free', es, price('es'))).toBe(
      'Suscribirse - 19,99\u00a0US$/mes',
    );
    expect(subscribeButtonText('free', 'vip', ja, price('ja'))).toBe('ダウングレード');
    expect(subscribeButtonText('vip', 'vip', ja, price('ja'))).toBe('現在のプラン');
    expect(checkoutButtonText('fanplus', ja, price('ja'))).toBe('$9.99/月で登録する');
  });
});
