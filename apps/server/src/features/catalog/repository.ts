import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { artist } from '../../db/schema/artist';
import { posts } from '../../db/schema/content';
import { events } from '../../db/schema/events';
import { exclusiveClips, videos } from '../../db/schema/media';
import { albums, trackLikes, tracks } from '../../db/schema/music';
import { products, productVariants } from '../../db/schema/shop';
import { isUuid } from '../../lib/ids';

/** Content is addressed by uuid or by slug; only a well-formed uuid is compared to the id column. */
function byIdOrSlug(idColumn: AnyPgColumn, slugColumn: AnyPgColumn, key: string): SQL | undefined {
  return isUuid(key) ? or(eq(idColumn, key), eq(slugColumn, key)) : eq(slugColumn, key);
}

const trackColumns = {
  id: tracks.id,
  slug: tracks.slug,
  albumId: tracks.albumId,
  albumTitle: albums.title,
  coverImage: albums.coverImage,
  trackNumber: tracks.trackNumber,
  title: tracks.title,
  isPremium: tracks.isPremium,
  durationSeconds: tracks.durationSeconds,
  createdAt: tracks.createdAt,
};

export function catalogRepository(db: Db) {
  return {
    artist: async () => (await db.select().from(artist).where(eq(artist.id, 1)))[0],
    /** The news cards: the artist's published posts (fans' posts live only in the club's feed). */
    posts: async (limit: number) =>
      db
        .select()
        .from(posts)
        .where(
          and(eq(posts.kind, 'artist'), eq(posts.status, 'published'), isNull(posts.deletedAt)),
        )
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(limit),
    albums: () => db.select().from(albums).orderBy(desc(albums.releaseDate)),
    latestAlbum: async () =>
      (await db.select().from(albums).orderBy(desc(albums.releaseDate)).limit(1))[0],
    album: async (key: string) =>
      (
        await db
          .select()
          .from(albums)
          .where(byIdOrSlug(albums.id, albums.slug, key))
      )[0],
    albumTracks: (albumId: string) =>
      db
        .select(trackColumns)
        .from(tracks)
        .leftJoin(albums, eq(tracks.albumId, albums.id))
        .where(eq(tracks.albumId, albumId))
        .orderBy(asc(tracks.trackNumber)),
    newestTracks: (limit: number) =>
      db
        .select(trackColumns)
        .from(tracks)
        .leftJoin(albums, eq(tracks.albumId, albums.id))
        .orderBy(desc(tracks.createdAt))
        .limit(limit),
    /** The member's liked tracks, the newest like first (at most `limit`). */
    likedTracks: (userId: string, limit: number) =>
      db
        .select(trackColumns)
        .from(trackLikes)
        .innerJoin(tracks, eq(tracks.id, trackLikes.trackId))
        .leftJoin(albums, eq(tracks.albumId, albums.id))
        .where(eq(trackLikes.userId, userId))
        .orderBy(desc(trackLikes.createdAt), desc(tracks.id))
        .limit(limit),
    track: async (key: string) =>
      (
        await db
          .select(trackColumns)
          .from(tracks)
          .leftJoin(albums, eq(tracks.albumId, albums.id))
          .where(byIdOrSlug(tracks.id, tracks.slug, key))
      )[0],
    videos: (limit: number) =>
      db.select().from(videos).orderBy(desc(videos.publishedAt)).limit(limit),
    clips: (limit: number) =>
      db.select().from(exclusiveClips).orderBy(asc(exclusiveClips.sortOrder)).limit(limit),
    events: async (when: 'upcoming' | 'past' | 'all', now: Date) => {
      const filter =
        when === 'upcoming'
          ? gt(events.eventDate, now)
          : when === 'past'
            ? lte(events.eventDate, now)
            : undefined;
      const order = when === 'past' ? desc(events.eventDate) : asc(events.eventDate);
      return db.select().from(events).where(filter).orderBy(order);
    },
    event: async (key: string) =>
      (
        await db
          .select()
          .from(events)
          .where(byIdOrSlug(events.id, events.slug, key))
      )[0],
    products: async () =>
      db.select().from(products).where(eq(products.active, true)).orderBy(asc(products.sortOrder)),
    product: async (id: number) =>
      (
        await db
          .select()
          .from(products)
          .where(and(eq(products.id, id), eq(products.active, true)))
      )[0],
    variants: async (productIds: number[]) =>
      productIds.length === 0
        ? []
        : await db
            .select()
            .from(productVariants)
            .where(sql`${productVariants.productId} in ${productIds}`)
            .orderBy(asc(productVariants.productId), asc(productVariants.sku)),
  };
}
export type CatalogRepository = ReturnType<typeof catalogRepository>;
