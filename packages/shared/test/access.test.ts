import { describe, expect, it } from 'vitest';
import {
  canAccess,
  isClipLocked,
  isTrackLocked,
  PREMIUM_CLIP_TIER,
  requiredTierForClip,
  requiredTierForEvent,
  requiredTierForTrack,
  ticketPurchaseRedirect,
  ticketSalesOpenAt,
} from '../src/access';
import { meetsTier } from '../src/roles';

const free = { subscriptionTier: 'free' as const };
const fanplus = { subscriptionTier: 'fanplus' as const };
const vip = { subscriptionTier: 'vip' as const };

describe('content tier requirements', () => {
  it('maps items to the tier they need', () => {
    expect(requiredTierForTrack(true)).toBe('fanplus');
    expect(requiredTierForTrack(false)).toBe('free');
    expect(requiredTierForEvent(true)).toBe('vip');
    expect(requiredTierForEvent(false)).toBe('free');
    expect(PREMIUM_CLIP_TIER).toBe('vip');
    expect(requiredTierForClip(true)).toBe('vip');
    expect(requiredTierForClip(false)).toBe('free');
  });

  it('canAccess is the tier check', () => {
    expect(canAccess).toBe(meetsTier);
  });

  it('locks premium tracks without Fan+', () => {
    expect(isTrackLocked(null, { isPremium: true })).toBe(true);
    expect(isTrackLocked(free, { isPremium: true })).toBe(true);
    expect(isTrackLocked(fanplus, { isPremium: true })).toBe(false);
    expect(isTrackLocked(vip, { isPremium: true })).toBe(false);
    expect(isTrackLocked(null, { isPremium: false })).toBe(false);
    expect(isTrackLocked(free, { isPremium: false })).toBe(false);
  });

  it('locks premium clips without VIP', () => {
    const premiumClip = { requiredTier: requiredTierForClip(true) };
    expect(isClipLocked(null, premiumClip)).toBe(true);
    expect(isClipLocked(free, premiumClip)).toBe(true);
    expect(isClipLocked(fanplus, premiumClip)).toBe(true);
    expect(isClipLocked(vip, premiumClip)).toBe(false);
    expect(isClipLocked(free, { requiredTier: 'free' })).toBe(false);
  });

  it('sends ticket buyers to /auth or /subscribe when they may not buy', () => {
    expect(ticketPurchaseRedirect(null, { isVipOnly: false })).toBe('/login');
    expect(ticketPurchaseRedirect(undefined, { isVipOnly: true })).toBe('/login');
    expect(ticketPurchaseRedirect(free, { isVipOnly: true })).toBe('/subscribe');
    expect(ticketPurchaseRedirect(fanplus, { isVipOnly: true })).toBe('/subscribe');
    expect(ticketPurchaseRedirect(vip, { isVipOnly: true })).toBeNull();
    expect(ticketPurchaseRedirect(free, { isVipOnly: false })).toBeNull();
  });

  it('opens ticket sales 48 hours early for VIP members only', () => {
    const onSale = new Date('2030-05-10T17:00:00Z');
    expect(ticketSalesOpenAt(vip, onSale)).toEqual(new Date('2030-05-08T17:00:00Z'));
    for (const profile of [free, fanplus, null])
      expect(ticketSalesOpenAt(profile, onSale)).toEqual(onSale);
    expect(ticketSalesOpenAt(vip, null)).toBeNull();
  });
});
