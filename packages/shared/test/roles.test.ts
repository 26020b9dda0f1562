import { describe, expect, it } from 'vitest';
import {
  hasAnyRole,
  hasRole,
  isRole,
  isTier,
  meetsTier,
  resolveRole,
  ROLES,
  STAFF_ROLES,
  TIERS,
  tierRank,
  type Tier,
} from '../src/roles';

describe('roles and tiers lists', () => {
  it('lists the five roles and three tiers of the spec', () => {
    expect(ROLES).toEqual(['admin', 'artist', 'premium', 'vip', 'fan', 'staff']);
    expect(TIERS).toEqual(['free', 'fanplus', 'vip']);
    expect(STAFF_ROLES).toEqual(['admin', 'artist']);
  });

  it('guards accept only known values', () => {
    for (const role of ROLES) expect(isRole(role)).toBe(true);
    for (const tier of TIERS) expect(isTier(tier)).toBe(true);
    for (const bad of ['Admin', 'guest', '', 'free', null, undefined, 1, {}]) {
      expect(isRole(bad)).toBe(false);
    }
    for (const bad of ['VIP', 'premium', '', 'fan', null, undefined, 0]) {
      expect(isTier(bad)).toBe(false);
    }
  });
});

describe('tierRank and meetsTier', () => {
  it('orders free < fanplus < vip', () => {
    expect(tierRank('free')).toBeLessThan(tierRank('fanplus'));
    expect(tierRank('fanplus')).toBeLessThan(tierRank('vip'));
  });

  const cases: [Tier, Tier, boolean][] = [
    ['free', 'free', true],
    ['free', 'fanplus', false],
    ['free', 'vip', false],
    ['fanplus', 'free', true],
    ['fanplus', 'fanplus', true],
    ['fanplus', 'vip', false],
    ['vip', 'free', true],
    ['vip', 'fanplus', true],
    ['vip', 'vip', true],
  ];
  it.each(cases)('a %s profile meets %s: %s', (have, need, expected) => {
    expect(meetsTier({ subscriptionTier: have }, need)).toBe(expected);
  });

  it('never passes without a profile, not even for free', () => {
    for (const tier of TIERS) {
      expect(meetsTier(null, tier)).toBe(false);
      expect(meetsTier(undefined, tier)).toBe(false);
    }
  });
});

describe('hasAnyRole and hasRole', () => {
  it('passes when no roles are required', () => {
    expect(hasAnyRole('fan', undefined)).toBe(true);
    expect(hasAnyRole('fan', [])).toBe(true);
    expect(hasAnyRole(null, undefined)).toBe(true);
    expect(hasAnyRole(undefined, [])).toBe(true);
  });

  it('otherwise needs the role in the list', () => {
    expect(hasAnyRole('admin', STAFF_ROLES)).toBe(true);
    expect(hasAnyRole('artist', STAFF_ROLES)).toBe(true);
    for (const role of ['premium', 'vip', 'fan'] as const) {
      expect(hasAnyRole(role, STAFF_ROLES)).toBe(false);
    }
    expect(hasAnyRole(null, STAFF_ROLES)).toBe(false);
    expect(hasAnyRole(undefined, ['fan'])).toBe(false);
  });

  it('single-role check is equality, with no hierarchy', () => {
    for (const role of ROLES) {
      for (const required of ROLES) expect(hasRole(role, required)).toBe(role === required);
    }
    expect(hasRole(null, 'fan')).toBe(false);
    expect(hasRole(undefined, 'admin')).toBe(false);
  });
});

describe('resolveRole', () => {
  it('prefers user metadata over the profile', () => {
    expect(resolveRole('artist', 'fan')).toBe('artist');
    expect(resolveRole('fan', 'admin')).toBe('fan');
  });

  it('falls back to the profile role, then to fan', () => {
    expect(resolveRole(undefined, 'premium')).toBe('premium');
    expect(resolveRole(null, 'vip')).toBe('vip');
    expect(resolveRole(undefined, undefined)).toBe('fan');
    expect(resolveRole(null, null)).toBe('fan');
  });

  it('ignores invalid values at either level', () => {
    expect(resolveRole('superuser', 'artist')).toBe('artist');
    expect(resolveRole('ADMIN', 'vip')).toBe('vip');
    expect(resolveRole(42, 'admin')).toBe('admin');
    expect(resolveRole('root', 'owner')).toBe('fan');
    expect(resolveRole({ role: 'admin' }, '')).toBe('fan');
  });
});
