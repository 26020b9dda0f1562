// Business constants and limits from spec sections 5 and 9, in one place so that the server's
// validation and the web app's steppers, timers and lists can never drift apart.
import { TIERS } from './roles';

// Quantities (spec section 5). Products have a floor but deliberately no ceiling.
export const TICKET_QUANTITY_MIN = 1;
export const TICKET_QUANTITY_MAX = 10;
/** The highest per-member ticket cap an admin may set on an event (fair ticket sales, issue 30). */
export const TICKETS_PER_MEMBER_MAX = 50;
/** Merch drops (issue 30): the highest per-member limit and stock an admin may set. */
export const DROP_PER_MEMBER_MAX = 99;
export const DROP_STOCK_MAX = 100_000;
export const PRODUCT_QUANTITY_MIN = 1;
// The saved cart's own bounds (ours, not the spec's): they keep one request from holding stock
// hostage or storing an unbounded document; a buyer needing more than 99 is a wholesale order.
export const CART_LINE_QUANTITY_MAX = 99;
export const CART_LINES_MAX = 50;

// Avatar upload: image types only, at most 5 MB (binary megabytes, as the error text says '5MB').
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MIME_PREFIX = 'image/';

// List sizes.
export const TRACKS_LIST_LIMIT = 5;
// Liked Songs: one artist's catalogue is far smaller; the cap only bounds the answer.
export const LIKED_TRACKS_LIMIT = 500;
export const LATEST_VIDEOS_LIMIT = 2;
// A screenful of news; older posts are not worth the scroll on a phone dashboard.
export const NEWS_LIMIT = 5;
export const LATEST_MUSIC_LIMIT = 2;
export const CLIPS_ROW_SIZE = 4;
export const CAROUSEL_CARD_COUNT = 3;
export const SHOP_PRODUCT_COUNT = 8;
/**
 * How long a signed link to a paid clip works: long enough to open a clip and watch it through;
 * the list is read again well before (web: the videos query's staleTime).
 */
export const VIDEO_LINK_TTL_SECONDS = 15 * 60;

// Timers, in milliseconds so they can be handed straight to setTimeout / query options.
export const LIVE_REFETCH_MS = 30_000;
export const COPY_CONFIRM_MS = 2_000;
export const PAYMENT_SPINNER_MS = 1_000;
export const TICKET_PROCESSING_MS = 2_000;
/**
 * The live socket's beat, both ways: the browser sends a ping this often (so proxies keep the
 * connection), the server pings every socket this often and drops one that missed a beat.
 */
export const REALTIME_HEARTBEAT_MS = 25_000;
/** Backoff for realtime reconnects; the last delay repeats once the list runs out. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

// Session refresh: tick every 30 s and refresh when at most 3 ticks of lifetime remain.
export const AUTH_REFRESH_TICK_MS = 30_000;
export const AUTH_REFRESH_THRESHOLD_TICKS = 3;
export const DEMO_SESSION_EXPIRES_IN_S = 3_600;

// Storage defaults (spec section 9).
export const STORAGE_LIST_DEFAULTS = {
  limit: 100,
  offset: 0,
  sortBy: { column: 'name', order: 'asc' },
} as const;
export const STORAGE_CACHE_CONTROL_S = 3_600;

// Toasts: bottom-right, about 4 s, at most 3 on screen.
export const TOAST_DURATION_MS = 4_000;
export const TOAST_VISIBLE_MAX = 3;
export const TOAST_POSITION = 'bottom-right';
/**
 * On a phone the bottom is the tab bar and the main buttons: a toast there hides them for 4 s.
 * Phones get toasts at the top, where they cover nothing the fan needs, and swipe away.
 */
export const TOAST_POSITION_PHONE = 'top-center';
export const PHONE_MEDIA_QUERY = '(max-width: 639px)';

// Merch options.
export const TEE_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type TeeSize = (typeof TEE_SIZES)[number];
/** The spec's default size; the product page no longer preselects it (a size must be chosen, issue 31). */
export const DEFAULT_TEE_SIZE: TeeSize = 'XS';
/** Totes come in one size ('OS'), which is why they have no size dropdown. */
export const TOTE_SIZE = 'OS';
export const VINYL_FORMATS = ['Standard', 'Deluxe', 'Limited'] as const;
export type VinylFormat = (typeof VINYL_FORMATS)[number];
export const DEFAULT_TEE_PRODUCT_ID = 2;
export const DEFAULT_VINYL_PRODUCT_ID = 1;
/**
 * Fan+ perk 'Early event notifications' (issue 30): how long before everyone else Fan+ and VIP
 * members see, and hear of, a new event; the admin form's choices, in hours (0: everyone at once).
 */
export const EARLY_EVENT_NEWS_HOURS = [0, 24, 48, 72, 168] as const;
/** What the admin form offers first. */
export const DEFAULT_EARLY_EVENT_NEWS_HOURS = 48;
/** VIP tier perk (spec section 6, 'early tickets'): VIP members may buy this long before on-sale. */
export const VIP_EARLY_TICKET_HOURS = 48;
/** VIP tier perk (spec section 6). */
export const VIP_MERCH_DISCOUNT_PERCENT = 10;

export const APP_VERSION = '1.0.0';

// Live streams.
export const STREAM_TYPES = ['hls', 'rtmp', 'webrtc', 'direct'] as const;
export type StreamType = (typeof STREAM_TYPES)[number];
export const DEFAULT_STREAM_TYPE: StreamType = 'hls';

// Content visibility is the tier a reader needs, so it reuses the tier list and its order.
export const CONTENT_VISIBILITIES = TIERS;
export type ContentVisibility = (typeof CONTENT_VISIBILITIES)[number];
export const DEFAULT_CONTENT_VISIBILITY: ContentVisibility = 'free';

// Text bounds. The spec leaves these open; they are ours, chosen to fit the screens.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const DISPLAY_NAME_MIN_LENGTH = 1;
export const DISPLAY_NAME_MAX_LENGTH = 50;
export const CHAT_MESSAGE_MIN_LENGTH = 1;
export const CHAT_MESSAGE_MAX_LENGTH = 200;
/** Live chat: messages shown on opening the chat, slow mode and the hearts a member may send. */
export const CHAT_HISTORY_LIMIT = 50;
export const CHAT_SLOW_MODE_SECONDS = 1;
export const HEARTS_PER_SECOND_MAX = 10;

/** How far ahead a live may be scheduled: a year keeps typos (2062) out of the list. */
export const SCHEDULE_AHEAD_MAX_DAYS = 366;
/** Scheduled lives "Upcoming Live Streams" asks for, and the most any one request may. */
export const UPCOMING_LIVES_DEFAULT = 3;
export const UPCOMING_LIVES_MAX = 20;
