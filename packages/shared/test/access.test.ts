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
  ticketSaleWindow,
  ticketSalesOpenAt,
} from '../src/access';
import { formatSaleTime } from '../src/format';
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

describe('the ticket sale window a viewer sees before typing anything', () => {
  const onSale = new Date('2027-03-05T18:00:00Z'); // a Friday, 10:00 AM in Los Angeles
  const vipOpens = new Date('2027-03-03T18:00:00Z');
  it('shuts for Fan+ and free until general sale, and names the earlier VIP window', () => {
    const now = new Date('2027-03-01T12:00:00Z');
    for (const tier of ['free', 'fanplus'] as const) {
      expect(ticketSaleWindow({ subscriptionTier: tier }, onSale, now)).toEqual({
        onSaleAt: onSale,
        opensAt: onSale,
        vipOpensAt: vipOpens,
        open: false,
        early: false,
      });
    }
    expect(ticketSaleWindow(null, onSale, now).open).toBe(false);
    expect(ticketSaleWindow({ subscriptionTier: 'vip' }, onSale, now)).toMatchObject({
      opensAt: vipOpens,
      open: false,
    });
  });
  it('opens early for VIP only, and for everyone at on-sale or without one', () => {
    const between = new Date('2027-03-04T12:00:00Z');
    expect(ticketSaleWindow({ subscriptionTier: 'vip' }, onSale, between)).toMatchObject({
      open: true,
      early: true,
    });
    expect(ticketSaleWindow({ subscriptionTier: 'fanplus' }, onSale, between).open).toBe(false);
    expect(ticketSaleWindow({ subscriptionTier: 'free' }, onSale, onSale)).toMatchObject({
      open: true,
      early: false,
    });
    expect(ticketSaleWindow({ subscriptionTier: 'free' }, null, between).open).toBe(true);
  });
  it('formats the sale time in the event zone with the zone named', () => {
    expect(formatSaleTime(onSale, 'America/Los_Angeles')).toBe('Fri, Mar 5, 10:00 AM PST');
    expect(formatSaleTime('2027-07-02T16:00:00Z', 'America/New_York')).toBe(
      'Fri, Jul 2, 12:00 PM EDT',
    );
    expect(formatSaleTime('nope', 'America/New_York')).toBe('');
  });
});
