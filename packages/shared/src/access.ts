// Tier requirements of individual content items (spec sections 5 and 6). The server uses them to
// withhold locked bodies and media URLs; the web app uses them to draw locks and upgrade links.
import { VIP_EARLY_TICKET_HOURS } from './limits';
import type { Role, Tier } from './roles';
import { hasAnyRole, meetsTier, STAFF_ROLES } from './roles';

type TierHolder = { subscriptionTier: Tier } | null | undefined;

/** Premium exclusive clips need VIP; people without it are sent to /subscribe. */
export const PREMIUM_CLIP_TIER: Tier = 'vip';

/** A premium track needs Fan+; any other track is open to every profile. */
export function requiredTierForTrack(isPremium: boolean): Tier {
  return isPremium ? 'fanplus' : 'free';
}

/** A VIP-only event needs VIP to buy tickets; other events are open to every profile. */
export function requiredTierForEvent(isVipOnly: boolean): Tier {
  return isVipOnly ? 'vip' : 'free';
}

export function requiredTierForClip(isPremium: boolean): Tier {
  return isPremium ? PREMIUM_CLIP_TIER : 'free';
}

/** Spec section 5: 'canAccess equals the tier check', so it is the same function. */
export const canAccess: (profile: TierHolder, required: Tier) => boolean = meetsTier;

/** A track shows a lock (and its audio is withheld) when the listener lacks Fan+. */
export function isTrackLocked(profile: TierHolder, track: { isPremium: boolean }): boolean {
  return track.isPremium && !meetsTier(profile, requiredTierForTrack(true));
}

/** A livestream's audience: Fan+ (the default) or VIP livestreams (spec tier table). */
export const STREAM_AUDIENCE_TIERS = ['fanplus', 'vip'] as const satisfies readonly Tier[];
export type StreamAudienceTier = (typeof STREAM_AUDIENCE_TIERS)[number];

type StaffOrMember = { role: Role | null; subscriptionTier: Tier } | null | undefined;

/**
 * Staff (artist and admin), who make and preview everything, or a member whose tier reaches
 * `tier`; never a guest. The SQL twin, for choosing recipients:
 * staffOrAtLeastSql in apps/server/src/features/notifications/fanout-repository.ts.
 */
function staffOrAtLeast(profile: StaffOrMember, tier: Tier): boolean {
  if (!profile) return false;
  return hasAnyRole(profile.role, STAFF_ROLES) || meetsTier(profile, tier);
}

/**
 * Whether someone may watch a stream (and count, chat and send hearts there): its audience tier,
 * or staff (artist and admin), who broadcast and preview every stream. Guests never may.
 */
export function canWatchStream(profile: StaffOrMember, stream: { audienceTier: Tier }): boolean {
  return staffOrAtLeast(profile, stream.audienceTier);
}

/** Fan+ perk 'Early event notifications': this tier and above see a new event before everyone. */
export const EARLY_EVENT_NEWS_TIER: Tier = 'fanplus';

/**
 * Whether someone may see an event at `now` (issue 30): once it is public (`publicAt` null or
 * past), everyone; before then Fan+ and VIP members, and staff, who make events. The server
 * answers 404 to everyone else, as if the event did not exist yet.
 */
export function canSeeEvent(
  profile: StaffOrMember,
  publicAt: Date | null,
  now: Date = new Date(),
): boolean {
  if (!publicAt || publicAt <= now) return true;
  return seesEventsEarly(profile);
}

/** Fan+ and VIP members and staff: they see events before their public time. */
export function seesEventsEarly(profile: StaffOrMember): boolean {
  return staffOrAtLeast(profile, EARLY_EVENT_NEWS_TIER);
}

/** A clip is locked when the viewer does not reach its tier. */
export function isClipLocked(profile: TierHolder, clip: { requiredTier: Tier }): boolean {
  return !meetsTier(profile, clip.requiredTier);
}

/**
 * Where the ticket button sends a user who may not buy yet: signed out goes to sign-in (/login,
 * which brings them back to the event; the spec's /auth is the subscription checkout, the wrong
 * place for someone who wants a ticket), a non-VIP on a VIP-only event goes to /subscribe, anyone
 * else may buy (null).
 */
export function ticketPurchaseRedirect(
  profile: TierHolder,
  event: { isVipOnly: boolean },
): '/login' | '/subscribe' | null {
  if (!profile) return '/login';
  if (!meetsTier(profile, requiredTierForEvent(event.isVipOnly))) return '/subscribe';
  return null;
}

/**
 * When this profile may start buying tickets for an event with an on-sale time: VIP members get
 * in VIP_EARLY_TICKET_HOURS early (spec section 6, 'early tickets'), everyone else at on-sale.
 * Null means sales have no start time (open now).
 */
export function ticketSalesOpenAt(profile: TierHolder, onSaleAt: Date | null): Date | null {
  if (!onSaleAt) return null;
  if (!meetsTier(profile, 'vip')) return onSaleAt;
  return new Date(onSaleAt.getTime() - VIP_EARLY_TICKET_HOURS * 3_600_000);
}

/** Where a viewer stands with an event's sale: the same rule the server's ticket check applies. */
export interface TicketSaleWindow {
  /** General on-sale, or null when tickets need no start time. */
  onSaleAt: Date | null;
  /** When this viewer may buy (earlier than onSaleAt for VIP). */
  opensAt: Date | null;
  /** When VIP may buy; shown to others as the reason to upgrade. */
  vipOpensAt: Date | null;
  /** True when this viewer may buy now. */
  open: boolean;
  /** True when this viewer is buying ahead of general sale (VIP early access). */
  early: boolean;
}

export function ticketSaleWindow(
  profile: TierHolder,
  onSaleAt: Date | null,
  now: Date = new Date(),
): TicketSaleWindow {
  const opensAt = ticketSalesOpenAt(profile, onSaleAt);
  const vipOpensAt = ticketSalesOpenAt({ subscriptionTier: 'vip' }, onSaleAt);
  const open = !opensAt || opensAt <= now;
  return { onSaleAt, opensAt, vipOpensAt, open, early: open && !!onSaleAt && now < onSaleAt };
}
