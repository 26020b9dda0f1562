import { describe, expect, it } from 'vitest';
import { PLANS } from '@fanclub/shared/plans';
import { featureListText, featureText, planDescription } from '../src/lib/plan-texts';
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
