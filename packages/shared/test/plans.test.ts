import { describe, expect, it } from 'vitest';
import {
  checkoutButtonLabel,
  DEFAULT_CHECKOUT_PLAN,
  formatPlanPrice,
  planById,
  planFeatureSummary,
  PLANS,
  subscribeButtonDisabled,
  subscribeButtonLabel,
  SUBSCRIBE_PROCESSING_LABEL,
} from '../src/plans';
import { TIERS, type Tier } from '../src/roles';

describe('plans', () => {
  it('has the three plans with their names, prices and period', () => {
    expect(PLANS.map((p) => [p.id, p.name, p.priceCents, p.period])).toEqual([
      ['free', 'Free', 0, 'month'],
      ['fanplus', 'Fan+', 999, 'month'],
      ['vip', 'VIP', 1999, 'month'],
    ]);
  });

  it('marks only Fan+ as popular', () => {
    expect(PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(['fanplus']);
  });

  it('describes each tier with the spec contents', () => {
    expect(planById('free').features).toEqual([
      'Browse content',
      '30-60 second previews',
      'Event details',
      'Basic merch',
    ]);
    expect(planById('fanplus').features).toEqual([
      'Full playback',
      'Fan+ exclusive clips',
      'Livestreams',
      'Community',
      'Early event notifications',
    ]);
    expect(planById('vip').features).toContain('10% merch discount');
    expect(planById('vip').features).toContain('Meet & greet');
    expect(planById('vip').unavailableFeatures).toEqual([]);
    expect(planById('fanplus').unavailableFeatures).toContain('Backstage content');
    expect(planById('free').unavailableFeatures).toContain('Full playback');
    for (const plan of PLANS) {
      expect(plan.description.length).toBeGreaterThan(0);
      for (const text of plan.features) expect(plan.unavailableFeatures).not.toContain(text);
    }
  });

  it('finds every plan by id', () => {
    for (const tier of TIERS) expect(planById(tier).id).toBe(tier);
  });

  it('formats plan prices in dollars', () => {
    expect(formatPlanPrice(planById('free'))).toBe('$0.00');
    expect(formatPlanPrice(planById('fanplus'))).toBe('$9.99');
    expect(formatPlanPrice(planById('vip'))).toBe('$19.99');
  });
});

describe('subscribe button', () => {
  const expected: Record<Tier, Record<Tier, string>> = {
    // plan card -> user's current tier -> label
    free: { free: 'Current Plan', fanplus: 'Downgrade', vip: 'Downgrade' },
    fanplus: {
      free: 'Subscribe - $9.99/mo',
      fanplus: 'Current Plan',
      vip: 'Subscribe - $9.99/mo',
    },
    vip: {
      free: 'Subscribe - $19.99/mo',
      fanplus: 'Subscribe - $19.99/mo',
      vip: 'Current Plan',
    },
  };
  for (const plan of TIERS) {
    for (const current of TIERS) {
      it(`reads '${expected[plan][current]}' on ${plan} for a ${current} user`, () => {
        expect(subscribeButtonLabel(plan, current)).toBe(expected[plan][current]);
      });
    }
  }

  it('never reads Current Plan when signed out', () => {
    expect(subscribeButtonLabel('free', null)).toBe('Downgrade');
    expect(subscribeButtonLabel('fanplus', undefined)).toBe('Subscribe - $9.99/mo');
    expect(subscribeButtonLabel('vip', null)).toBe('Subscribe - $19.99/mo');
  });

  it('is disabled on the current tier and while processing', () => {
    expect(subscribeButtonDisabled('vip', 'vip', false)).toBe(true);
    expect(subscribeButtonDisabled('vip', 'free', false)).toBe(false);
    expect(subscribeButtonDisabled('vip', 'free', true)).toBe(true);
    expect(subscribeButtonDisabled('free', null, false)).toBe(false);
    expect(SUBSCRIBE_PROCESSING_LABEL).toBe('Processing...');
  });
});

describe('checkout', () => {
  it('defaults to Fan+ and labels the button with the monthly price', () => {
    expect(DEFAULT_CHECKOUT_PLAN).toBe('fanplus');
    expect(checkoutButtonLabel('fanplus')).toBe('Subscribe for $9.99/month');
    expect(checkoutButtonLabel('vip')).toBe('Subscribe for $19.99/month');
  });

  it('summarises the first three features and counts the rest', () => {
    expect(planFeatureSummary(planById('fanplus'))).toEqual({
      features: ['Full playback', 'Fan+ exclusive clips', 'Livestreams'],
      moreLabel: '+2 more features',
    });
    expect(planFeatureSummary(planById('vip')).moreLabel).toBe('+5 more features');
    expect(planFeatureSummary({ features: ['a', 'b', 'c'] })).toEqual({
      features: ['a', 'b', 'c'],
      moreLabel: null,
    });
    expect(planFeatureSummary({ features: ['a'] }).moreLabel).toBeNull();
  });
});
