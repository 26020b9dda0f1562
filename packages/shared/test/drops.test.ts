import { describe, expect, it } from 'vitest';
import { countdown, dropBadge, dropLimitMessage, dropVerdict } from '../src/drops';
import type { DropRule } from '../src/drops';

const at = new Date('2026-11-30T18:00:00Z');
const vipDrop: DropRule = { requiredTier: 'vip', dropsAt: at, perMemberLimit: 2 };
const before = new Date(at.getTime() - 1);
const after = new Date(at.getTime() + 1);

describe('merch drop rules', () => {
  it('nobody buys before the drop; after it only the tier, never a guest', () => {
    for (const tier of ['free', 'fanplus', 'vip'] as const)
      expect(dropVerdict({ subscriptionTier: tier }, vipDrop, before)).toBe('not-yet');
    expect(dropVerdict({ subscriptionTier: 'vip' }, vipDrop, at)).toBe('ok');
    expect(dropVerdict({ subscriptionTier: 'fanplus' }, vipDrop, after)).toBe('tier');
    expect(dropVerdict({ subscriptionTier: 'free' }, vipDrop, after)).toBe('tier');
    expect(dropVerdict(null, vipDrop, after)).toBe('sign-in');
  });

  it('a product open to all stays open to guests unless it caps members', () => {
    const open: DropRule = { requiredTier: null, dropsAt: null, perMemberLimit: null };
    expect(dropVerdict(null, open)).toBe('ok');
    expect(dropVerdict(null, { ...open, perMemberLimit: 1 })).toBe('sign-in');
    expect(dropVerdict({ subscriptionTier: 'free' }, { ...open, perMemberLimit: 1 })).toBe('ok');
  });

  it('says the badge, the countdown and the limit kindly', () => {
    expect(dropBadge(vipDrop, 'UTC')).toBe('VIP drop · Mon, Nov 30, 6:00 PM UTC');
    expect(countdown(2 * 86_400_000 + 4 * 3_600_000 + 10 * 60_000)).toBe('2d 4h 10m');
    expect(countdown(3 * 3_600_000 + 5 * 60_000 + 9_000)).toBe('3h 05m 09s');
    expect(countdown(42_000)).toBe('42s');
    expect(countdown(-5)).toBe('0s');
    expect(dropLimitMessage(2, 0)).toBe('You can buy up to 2 of this drop. You can add 2 more.');
    expect(dropLimitMessage(2, 2)).toBe(
      'You have bought the most of this drop one member may buy (2).',
    );
  });
});
