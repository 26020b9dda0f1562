import { eq, sql } from 'drizzle-orm';
import { generatedImage } from '@fanclub/shared/generated-image';
import type { Db } from '../client';
import { appMeta } from '../schema/meta';
import { artist } from '../schema/artist';
import { albums, tracks } from '../schema/music';
import { exclusiveClips, videos } from '../schema/media';
import { posts } from '../schema/content';
import { events } from '../schema/events';
import { products, productVariants } from '../schema/shop';
import { artistIdentity } from './artist-identity';
import { albumSeeds, clipSeeds, newsSeeds, trackSeeds, videoSeeds } from './catalog-data';
import { eventSeeds, seedEventDate } from './events-data';
import { productRow, productSeeds, variantRows } from './products-data';

/** Bump when the seed gains content that existing installations should receive. */
export const SEED_VERSION = '1';
const SEED_KEY = 'catalog_seed_version';

const minutesAgo = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/**
 * Seeds the artist and catalogue once. Runs inside one transaction and records its version, so
 * a crash leaves nothing half-seeded and a second start does nothing; rows also use natural keys
 * with ON CONFLICT DO NOTHING, so a newer seed version never duplicates older rows.
 */
export async function seedCatalog(db: Db, now = new Date()): Promise<boolean> {
  const [applied] = await db.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
  if (applied?.value === SEED_VERSION) return false;

  await db.transaction(async (tx) => {
    await tx
      .insert(artist)
      .values({ id: 1, ...artistIdentity })
      .onConflictDoNothing();

    await tx.insert(albums).values(albumSeeds).onConflictDoNothing();
    const albumIds = new Map(
      (await tx.select({ id: albums.id, slug: albums.slug }).from(albums)).map((a) => [
        a.slug,
        a.id,
      ]),
    );
    await tx
      .insert(tracks)
      .values(
        trackSeeds.map(({ album, addedMinutesAgo, ...track }) => ({
          ...track,
          albumId: albumIds.get(album) ?? null,
          audioKey: `audio/${track.slug}.mp3`,
          previewKey: `audio/${track.slug}-preview.mp3`,
          createdAt: minutesAgo(now, addedMinutesAgo),
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(videos)
      .values(
        videoSeeds.map(({ publishedMinutesAgo, ...v }) => ({
          ...v,
          publishedAt: minutesAgo(now, publishedMinutesAgo),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(exclusiveClips)
      .values(
        clipSeeds.map((clip, i) => ({
          ...clip,
          // A key under the server's media folder: paid clips are served by signed URL only.
          videoUrl: `clips/clip-${i + 1}.mp4`,
          thumbnail: generatedImage(`clip-${i + 1}`, [480], 4 / 5),
          sortOrder: i + 1,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(posts)
      .values(
        newsSeeds.map(({ image, minutesAgo: ago, ...post }) => ({
          ...post,
          image: generatedImage(`news-${image}`, [640], 16 / 9),
          createdAt: minutesAgo(now, ago),
          // The demo's news is there from the start: nobody's inbox announces it as new.
          fannedOutAt: now,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(events)
      .values(
        eventSeeds.map((e) => {
          const eventDate = seedEventDate(e, now);
          const endDate = e.durationDays
            ? new Date(eventDate.getTime() + e.durationDays * 86_400_000)
            : null;
          return {
            slug: e.slug,
            title: e.title,
            eventDate,
            endDate,
            timeZone: e.timeZone,
            location: e.location,
            venue: e.venue,
            description: e.description,
            image: e.imageAsset,
            isVipOnly: e.isVipOnly ?? false,
            ticketPriceCents: e.ticketPriceCents,
            capacity: e.capacity,
          };
        }),
      )
      .onConflictDoNothing();

    await tx.insert(products).values(productSeeds.map(productRow)).onConflictDoNothing();
    await tx
      .insert(productVariants)
      .values(productSeeds.flatMap(variantRows))
      .onConflictDoNothing();
    // Explicit ids were inserted; move the identity past them so new products do not collide.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`,
    );

    await tx
      .insert(appMeta)
      .values({ key: SEED_KEY, value: SEED_VERSION })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: SEED_VERSION, updatedAt: now } });
  });
  return true;
}
