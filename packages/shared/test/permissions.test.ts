import { describe, expect, it } from 'vitest';
import { can, FEATURES, rolesWith, type Feature } from '../src/permissions';
import { ROLES, type Role } from '../src/roles';

// The matrix written out cell by cell, independently of the implementation's table.
const EXPECTED: Record<Role, Record<Feature, boolean>> = {
  admin: {
    basicFeed: true,
    vipRooms: true,
    premiumDrops: true,
    postContent: true,
    manageEvents: true,
    manageMembers: true,
    manageOrders: true,
    goLive: true,
    moderateChat: true,
    moderateCommunity: true,
    checkIn: true,
    answerSupport: true,
    viewInsights: true,
    manageOffers: true,
  },
  artist: {
    basicFeed: true,
    vipRooms: true,
    premiumDrops: true,
    postContent: true,
    manageEvents: true,
    manageMembers: false,
    manageOrders: false,
    goLive: true,
    moderateChat: true,
    moderateCommunity: true,
    checkIn: true,
    answerSupport: false,
    viewInsights: true,
    manageOffers: false,
  },
  premium: {
    basicFeed: true,
    vipRooms: true,
    premiumDrops: true,
    postContent: false,
    manageEvents: false,
    manageMembers: false,
    manageOrders: false,
    goLive: false,
    moderateChat: false,
    moderateCommunity: false,
    checkIn: false,
    answerSupport: false,
    viewInsights: false,
    manageOffers: false,
  },
  vip: {
    basicFeed: true,
    vipRooms: true,
    premiumDrops: false,
    postContent: false,
    manageEvents: false,
    manageMembers: false,
    manageOrders: false,
    goLive: false,
    moderateChat: false,
    moderateCommunity: false,
    checkIn: false,
    answerSupport: false,
    viewInsights: false,
    manageOffers: false,
  },
  staff: {
    basicFeed: true,
    vipRooms: false,
    premiumDrops: false,
    postContent: false,
    manageEvents: false,
    manageMembers: false,
    manageOrders: false,
    goLive: false,
    moderateChat: false,
    moderateCommunity: false,
    checkIn: true,
    answerSupport: false,
    viewInsights: false,
    manageOffers: false,
  },
  fan: {
    basicFeed: true,
    vipRooms: false,
    premiumDrops: false,
    postContent: false,
    manageEvents: false,
    manageMembers: false,
    manageOrders: false,
    goLive: false,
    moderateChat: false,
    moderateCommunity: false,
    checkIn: false,
    answerSupport: false,
    viewInsights: false,
    manageOffers: false,
  },
};

describe('feature matrix', () => {
  it('has exactly the fourteen features', () => {
    expect(FEATURES).toEqual([
      'basicFeed',
      'vipRooms',
      'premiumDrops',
      'postContent',
      'manageEvents',
      'manageMembers',
      'manageOrders',
      'goLive',
      'moderateChat',
      'moderateCommunity',
      'checkIn',
      'answerSupport',
      'viewInsights',
      'manageOffers',
    ]);
  });

  for (const role of ROLES) {
    for (const feature of FEATURES) {
      const expected = EXPECTED[role][feature];
      it(`${role} ${expected ? 'can' : 'cannot'} use ${feature}`, () => {
        expect(can(role, feature)).toBe(expected);
      });
    }
  }

  it('grants nothing without a role', () => {
    for (const feature of FEATURES) {
      expect(can(null, feature)).toBe(false);
      expect(can(undefined, feature)).toBe(false);
    }
  });

  it('lists roles per feature', () => {
    expect(rolesWith('basicFeed')).toEqual([...ROLES]);
    expect(rolesWith('vipRooms')).toEqual(['admin', 'artist', 'premium', 'vip']);
    expect(rolesWith('premiumDrops')).toEqual(['admin', 'artist', 'premium']);
    expect(rolesWith('postContent')).toEqual(['admin', 'artist']);
    expect(rolesWith('manageEvents')).toEqual(['admin', 'artist']);
    expect(rolesWith('manageMembers')).toEqual(['admin']);
    expect(rolesWith('manageOrders')).toEqual(['admin']);
  });
});

describe('effectiveRole', () => {
  it('gives a VIP-paying fan the vip role and leaves everyone else alone', async () => {
    const { effectiveRole } = await import('../src/permissions');
    expect(effectiveRole('fan', 'vip')).toBe('vip');
    expect(effectiveRole('fan', 'fanplus')).toBe('fan');
    expect(effectiveRole('fan', 'free')).toBe('fan');
    expect(effectiveRole('admin', 'free')).toBe('admin');
    expect(effectiveRole('artist', 'vip')).toBe('artist');
    expect(effectiveRole(null, 'vip')).toBeNull();
  });
});
