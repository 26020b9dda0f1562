import { describe, expect, it } from 'vitest';
import { memberLabel, memberTier, roleLabel, tierLabel, upgradePrompt } from '../src/labels';
import { PLANS } from '../src/plans';

describe('one label per role and tier', () => {
  it('names the tiers Free, Fan+ and VIP, as the plans do', () => {
    expect(tierLabel('free')).toBe('Free');
    expect(tierLabel('fanplus')).toBe('Fan+');
    expect(tierLabel('vip')).toBe('VIP');
    for (const plan of PLANS) expect(plan.name).toBe(tierLabel(plan.id));
  });

  it('names the roles, and reads Fan for anything unknown', () => {
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('artist')).toBe('Artist');
    expect(roleLabel('vip')).toBe('VIP');
    expect(roleLabel('staff')).toBe('Staff');
    for (const other of [null, undefined, '', 'guest', 'Admin', 7])
      expect(roleLabel(other)).toBe('Fan');
  });

  it('shows a paying fan by their tier, never as "Fan"', () => {
    expect(memberLabel('fan', 'vip')).toBe('VIP');
    expect(memberLabel('fan', 'fanplus')).toBe('Fan+');
    expect(memberLabel('fan', 'free')).toBe('Fan');
    expect(memberLabel('artist', 'vip')).toBe('Artist');
    expect(memberLabel(null, null)).toBe('Guest');
    expect(memberTier('fan', 'fanplus')).toBe('fanplus');
    expect(memberTier(null, null)).toBe('free');
  });

  it('offers only plans that exist and are higher', () => {
    expect(upgradePrompt('free')).toBe('Upgrade to Fan+ or VIP');
    expect(upgradePrompt('fanplus')).toBe('Upgrade to VIP');
    expect(upgradePrompt(null)).not.toMatch(/Premium/);
  });
});

describe('placeLines', () => {
  it('says the venue and the city once each, and once when they are the same', async () => {
    const { placeLines } = await import('../src/format');
    expect(placeLines('The Echo', 'Los Angeles, CA')).toEqual(['The Echo', 'Los Angeles, CA']);
    expect(placeLines('Dallas, TX', 'dallas, tx')).toEqual(['Dallas, TX']);
    expect(placeLines('', 'Dallas, TX')).toEqual(['Dallas, TX']);
  });
});
