import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  DisplayName,
  MeResponse,
  PREFERENCE_KEYS,
  Preferences,
  Profile,
  PublicProfile,
  UpdateMeBody,
} from '../src/schemas/profile';

const profile = {
  id: 'p1',
  userId: 'u1',
  displayName: 'Alex',
  avatarUrl: null,
  role: 'fan',
  subscriptionTier: 'fanplus',
};

describe('profile schemas', () => {
  it('accepts a profile and rejects unknown roles or tiers', () => {
    expect(Profile.parse(profile)).toEqual(profile);
    expect(Profile.safeParse({ ...profile, displayName: null }).success).toBe(true);
    expect(Profile.safeParse({ ...profile, role: 'owner' }).success).toBe(false);
    expect(Profile.safeParse({ ...profile, subscriptionTier: 'gold' }).success).toBe(false);
  });

  it('keeps the tier out of the public profile', () => {
    expect(PublicProfile.parse(profile)).toEqual({
      userId: 'u1',
      displayName: 'Alex',
      avatarUrl: null,
      role: 'fan',
    });
  });

  it('accepts the /api/me response', () => {
    const me = {
      user: {
        id: 'u1',
        email: 'fan@example.com',
        emailVerified: true,
        username: 'fan',
        phone: null,
        createdAt: '2025-01-01T00:00:00.000Z',
      },
      profile,
      preferences: DEFAULT_PREFERENCES,
      locale: null,
    };
    expect(MeResponse.parse(me)).toEqual(me);
    expect(MeResponse.parse({ ...me, locale: 'pt-BR' }).locale).toBe('pt-BR');
    expect(MeResponse.safeParse({ ...me, locale: 'fr' }).success).toBe(false);
    expect(MeResponse.safeParse({ ...me, user: { ...me.user, email: 'nope' } }).success).toBe(
      false,
    );
  });

  it('trims display names and bounds them to 1-50 characters', () => {
    expect(DisplayName.parse('  Alex  ')).toBe('Alex');
    expect(DisplayName.safeParse('a'.repeat(50)).success).toBe(true);
    const long = DisplayName.safeParse('a'.repeat(51));
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe('Display names can be at most 50 characters.');
    const blank = DisplayName.safeParse('   ');
    expect(blank.error?.issues[0]?.message).toBe('Please enter a display name.');
  });

  it('has eight preferences that all default on', () => {
    expect(PREFERENCE_KEYS).toHaveLength(3);
    expect(Object.keys(Preferences.shape).sort()).toEqual([...PREFERENCE_KEYS].sort());
    expect(Preferences.parse(DEFAULT_PREFERENCES)).toEqual(DEFAULT_PREFERENCES);
    expect(Object.values(DEFAULT_PREFERENCES).every((on) => on === true)).toBe(true);
  });
});

describe('UpdateMeBody', () => {
  it('accepts any subset of name and switches', () => {
    expect(UpdateMeBody.parse({})).toEqual({});
    expect(UpdateMeBody.parse({ displayName: ' Sam ' })).toEqual({ displayName: 'Sam' });
    expect(UpdateMeBody.parse({ preferences: { emails: false } })).toEqual({
      preferences: { emails: false },
    });
    // An old client's retired switch is accepted and dropped.
    expect(UpdateMeBody.parse({ preferences: { sms: false, camera: true } })).toEqual({
      preferences: {},
    });
    for (const key of PREFERENCE_KEYS) {
      expect(UpdateMeBody.safeParse({ preferences: { [key]: false } }).success).toBe(true);
    }
  });

  it('rejects role, tier and other unknown keys', () => {
    for (const body of [
      { role: 'admin' },
      { subscriptionTier: 'vip' },
      { displayName: 'Sam', role: 'artist' },
      { preferences: { emails: true, role: 'admin' } },
    ]) {
      expect(UpdateMeBody.safeParse(body).success).toBe(false);
    }
  });

  it('rejects wrong types', () => {
    expect(UpdateMeBody.safeParse({ preferences: { emails: 'yes' } }).success).toBe(false);
    expect(UpdateMeBody.safeParse({ displayName: '' }).success).toBe(false);
  });
});
