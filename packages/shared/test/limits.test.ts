import { describe, expect, it } from 'vitest';
import * as limits from '../src/limits';

describe('limits from spec sections 5 and 9', () => {
  it('bounds quantities', () => {
    expect([limits.TICKET_QUANTITY_MIN, limits.TICKET_QUANTITY_MAX]).toEqual([1, 10]);
    expect(limits.PRODUCT_QUANTITY_MIN).toBe(1);
  });

  it('caps avatars at 5 MB of images', () => {
    expect(limits.AVATAR_MAX_BYTES).toBe(5_242_880);
    expect(limits.AVATAR_MIME_PREFIX).toBe('image/');
  });

  it('sizes lists', () => {
    expect(limits.TRACKS_LIST_LIMIT).toBe(5);
    expect(limits.LATEST_VIDEOS_LIMIT).toBe(2);
    expect(limits.LATEST_MUSIC_LIMIT).toBe(2);
    expect(limits.CLIPS_ROW_SIZE).toBe(4);
    expect(limits.CAROUSEL_CARD_COUNT).toBe(3);
    expect(limits.SHOP_PRODUCT_COUNT).toBe(8);
  });

  it('times things in milliseconds', () => {
    expect(limits.LIVE_REFETCH_MS).toBe(30_000);
    expect(limits.COPY_CONFIRM_MS).toBe(2_000);
    expect(limits.PAYMENT_SPINNER_MS).toBe(1_000);
    expect(limits.TICKET_PROCESSING_MS).toBe(2_000);
    expect(limits.REALTIME_HEARTBEAT_MS).toBe(25_000);
    expect(limits.RECONNECT_DELAYS_MS).toEqual([1_000, 2_000, 5_000, 10_000]);
    expect(limits.AUTH_REFRESH_TICK_MS).toBe(30_000);
    expect(limits.AUTH_REFRESH_THRESHOLD_TICKS).toBe(3);
    expect(limits.DEMO_SESSION_EXPIRES_IN_S).toBe(3_600);
  });

  it('keeps storage and toast defaults', () => {
    expect(limits.STORAGE_LIST_DEFAULTS).toEqual({
      limit: 100,
      offset: 0,
      sortBy: { column: 'name', order: 'asc' },
    });
    expect(limits.STORAGE_CACHE_CONTROL_S).toBe(3_600);
    expect(limits.TOAST_DURATION_MS).toBe(4_000);
    expect(limits.TOAST_VISIBLE_MAX).toBe(3);
    expect(limits.TOAST_POSITION).toBe('bottom-right');
    expect(limits.TOAST_POSITION_PHONE).toBe('top-center');
  });

  it('lists merch options', () => {
    expect(limits.TEE_SIZES).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(limits.DEFAULT_TEE_SIZE).toBe('XS');
    expect(limits.TOTE_SIZE).toBe('OS');
    expect(limits.VINYL_FORMATS).toEqual(['Standard', 'Deluxe', 'Limited']);
    expect(limits.DEFAULT_TEE_PRODUCT_ID).toBe(2);
    expect(limits.DEFAULT_VINYL_PRODUCT_ID).toBe(1);
    expect(limits.VIP_MERCH_DISCOUNT_PERCENT).toBe(10);
  });

  it('names version, stream types and visibilities', () => {
    expect(limits.APP_VERSION).toBe('1.0.0');
    expect(limits.STREAM_TYPES).toEqual(['hls', 'rtmp', 'webrtc', 'direct']);
    expect(limits.DEFAULT_STREAM_TYPE).toBe('hls');
    expect(limits.CONTENT_VISIBILITIES).toEqual(['free', 'fanplus', 'vip']);
    expect(limits.DEFAULT_CONTENT_VISIBILITY).toBe('free');
  });

  it('bounds text', () => {
    expect([limits.PASSWORD_MIN_LENGTH, limits.PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
    expect([limits.DISPLAY_NAME_MIN_LENGTH, limits.DISPLAY_NAME_MAX_LENGTH]).toEqual([1, 50]);
    expect([limits.CHAT_MESSAGE_MIN_LENGTH, limits.CHAT_MESSAGE_MAX_LENGTH]).toEqual([1, 200]);
  });
});
