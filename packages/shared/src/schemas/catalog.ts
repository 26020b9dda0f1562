// Response shapes of the public catalogue: artist, events, music, videos, clips, posts and merch.
// Locked items keep their title and picture, but their media URL or body is null: the server
// withholds them rather than trusting the UI to hide them.
import { z } from 'zod';
import { COLOURS } from '../format';
import { TEE_SIZES, TOTE_SIZE, VINYL_FORMATS } from '../limits';
import { ImageAsset } from '../media';
import { TIERS } from '../roles';
import { EntityId, Timestamp } from './common';

const Link = z.object({ label: z.string(), url: z.string() });

export const Artist = z.object({
  name: z.string(),
  tagline: z.string(),
  bio: z.string(),
  streamingLinks: z.array(Link),
  socialLinks: z.array(Link),
  heroImage: ImageAsset,
});
export type Artist = z.infer<typeof Artist>;

/** The original fields of translated content (issue 34): the client's "See original". */
export const TranslatedOriginal = z.record(z.string(), z.string());

/** Named ClubEvent so it never shadows the DOM's Event type in the web app. */
export const ClubEvent = z.object({
  id: EntityId,
  slug: z.string().nullable(),
  title: z.string(),
  eventDate: Timestamp,
  endDate: Timestamp.nullable(),
  timeZone: z.string(),
  /** The calendar days eventDate and endDate fall on in timeZone (shared/calendar-day.ts). */
  startDay: z.iso.date(),
  endDay: z.iso.date().nullable(),
  location: z.string(),
  venue: z.string(),
  description: z.string(),
  image: ImageAsset.nullable(),
  isVipOnly: z.boolean(),
  ticketPriceCents: z.number().int().nonnegative(),
  /** When general sale starts (null: on sale now); VIP gets in earlier (shared/access.ts). */
  onSaleAt: Timestamp.nullable(),
  /**
   * When everyone may see it (null: always could). Only those who see events early (Fan+, VIP,
   * staff: shared/access.ts) ever get an event whose public time is still ahead.
   */
  publicAt: Timestamp.nullable(),
  /** The most tickets one member may buy for it, across their orders; null: no cap but the order's. */
  ticketsPerMember: z.number().int().positive().nullable(),
  /** The VIP presale (early window) needs a presale code: the team has issued codes. */
  presaleCodes: z.boolean(),
  /** The original text, when the fields above are a translation into the reader's language. */
  original: TranslatedOriginal.optional(),
});
export type ClubEvent = z.infer<typeof ClubEvent>;

export const Album = z.object({
  id: EntityId,
  slug: z.string(),
  title: z.string(),
  artistName: z.string(),
  description: z.string(),
  coverImage: ImageAsset.nullable(),
  releaseDate: z.iso.date(),
});
export type Album = z.infer<typeof Album>;

export const Track = z.object({
  id: EntityId,
  slug: z.string(),
  albumId: EntityId.nullable(),
  albumTitle: z.string().nullable(),
  coverImage: ImageAsset.nullable(),
  trackNumber: z.number().int().positive(),
  title: z.string(),
  isPremium: z.boolean(),
  durationSeconds: z.number().int().nonnegative(),
  createdAt: Timestamp,
  /** True when the listener lacks the tier for the full track (spec: lock icon). */
  locked: z.boolean(),
});
export type Track = z.infer<typeof Track>;

export const AlbumDetail = Album.extend({ tracks: z.array(Track) });
export type AlbumDetail = z.infer<typeof AlbumDetail>;

export const Video = z.object({
  id: EntityId,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  requiredTier: z.enum(TIERS),
  locked: z.boolean(),
  /** Null when the viewer does not reach `requiredTier` (the UI links to /subscribe instead). */
  videoUrl: z.string().nullable(),
  /** The privacy-enhanced player of the provider's copy, when published there and not locked. */
  embedUrl: z.string().nullable(),
  thumbnail: ImageAsset.nullable(),
  durationSeconds: z.number().int().nonnegative(),
  publishedAt: Timestamp,
});
export type Video = z.infer<typeof Video>;

export const ExclusiveClip = z.object({
  id: EntityId,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail: ImageAsset.nullable(),
  requiredTier: z.enum(TIERS),
  locked: z.boolean(),
  /** Null when the viewer does not reach `requiredTier`; the UI links to /subscribe instead. */
  videoUrl: z.string().nullable(),
});
export type ExclusiveClip = z.infer<typeof ExclusiveClip>;

/** A post by the artist or an admin (exclusive_content), shown as a news card. */
export const ContentPost = z.object({
  id: EntityId,
  title: z.string(),
  contentType: z.string(),
  requiredTier: z.enum(TIERS),
  image: ImageAsset.nullable(),
  createdAt: Timestamp,
  locked: z.boolean(),
  /** Null when the reader does not reach `requiredTier`. */
  body: z.string().nullable(),
  /** The original text, when the fields above are a translation into the reader's language. */
  original: TranslatedOriginal.optional(),
});
export type ContentPost = z.infer<typeof ContentPost>;

/** The shop list's `type` query values plus the two product-page kinds. */
export const PRODUCT_TYPES = ['tee', 'vinyl', 'digital', 'hoodie', 'accessory', 'pants'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const ProductVariant = z.object({
  id: EntityId,
  /** Clothing sizes, 'OS' for totes, null for records and downloads. */
  size: z.enum([...TEE_SIZES, TOTE_SIZE]).nullable(),
  /** Vinyl formats, 'Digital' for downloads. */
  format: z.enum([...VINYL_FORMATS, 'Digital']).nullable(),
  inStock: z.boolean(),
});
export type ProductVariant = z.infer<typeof ProductVariant>;

export const Product = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(PRODUCT_TYPES),
  priceCents: z.number().int().nonnegative(),
  colour: z.enum(COLOURS),
  description: z.string(),
  image: ImageAsset.nullable(),
  variants: z.array(ProductVariant),
  /**
   * Drop rules (shared/drops.ts): members from this tier may buy (null: everyone), from this
   * time (null: now), up to this many each (null: no cap). The same for every viewer, and fixed
   * until an admin edits them, so the answer stays cacheable: the page compares the clock itself.
   */
  requiredTier: z.enum(TIERS).nullable(),
  dropsAt: Timestamp.nullable(),
  perMemberLimit: z.number().int().positive().nullable(),
  /** The original text, when the fields above are a translation into the reader's language. */
  original: TranslatedOriginal.optional(),
});
export type Product = z.infer<typeof Product>;
