import { z } from 'zod';
import type { Tier } from '@fanclub/shared/roles';
import { meetsTier } from '@fanclub/shared/roles';
import { canSeeEvent, isTrackLocked, seesEventsEarly } from '@fanclub/shared/access';
import { calendarDayIn } from '@fanclub/shared/calendar-day';
import { TEE_SIZES, TOTE_SIZE, VINYL_FORMATS } from '@fanclub/shared/limits';
import type {
  AlbumDetail,
  Artist,
  ExclusiveClip,
  Product,
  ProductType,
  Track,
  Video,
} from '@fanclub/shared/schemas/catalog';
import { ClubEvent, ContentPost } from '@fanclub/shared/schemas/catalog';

const ContentPosts = z.array(ContentPost);
const ClubEvents = z.array(ClubEvent);
import type { Colour } from '@fanclub/shared/format';
import type { CatalogRepository } from './repository';
import type { Viewer } from '../../plugins/viewer';
import { privacyEmbedUrl } from '../../lib/oembed';
import { jsonCards } from '../../lib/json-cards';
import type { VideoFiles } from './video-files';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { TranslationLookup } from '../../lib/content-translations';
import { overlayFields } from '../../lib/content-translations';

type TitleSource = { title(pageUrl: string, fallback: string): Promise<string> };

type Row<K extends keyof CatalogRepository> =
  Awaited<ReturnType<CatalogRepository[K]>> extends (infer R)[]
    ? R
    : NonNullable<Awaited<ReturnType<CatalogRepository[K]>>>;

const OPTION_ORDER: readonly string[] = [...TEE_SIZES, TOTE_SIZE, ...VINYL_FORMATS, 'Digital'];
const optionRank = (v: { size: string | null; format: string | null }) =>
  OPTION_ORDER.indexOf(v.size ?? v.format ?? '');

/** Maps catalogue rows to API shapes, withholding whatever the viewer's tier does not unlock. */
export function catalogService(
  repo: CatalogRepository,
  titles: TitleSource,
  files: Pick<VideoFiles, 'playableUrl'>,
  translations: TranslationLookup,
) {
  const toTrack = (row: Row<'newestTracks'>, viewer: Viewer | null): Track => ({
    ...row,
    coverImage: row.coverImage ?? null,
    albumTitle: row.albumTitle ?? null,
    createdAt: row.createdAt.toISOString(),
    locked: isTrackLocked(viewer, row),
  });
  const toEvent = (row: Row<'events'>): ClubEvent => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    eventDate: row.eventDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    timeZone: row.timeZone,
    startDay: calendarDayIn(row.eventDate, row.timeZone),
    endDay: row.endDate ? calendarDayIn(row.endDate, row.timeZone) : null,
    location: row.location,
    venue: row.venue,
    description: row.description,
    image: row.image,
    isVipOnly: row.isVipOnly,
    ticketPriceCents: row.ticketPriceCents,
    onSaleAt: row.onSaleAt?.toISOString() ?? null,
    publicAt: row.publicAt?.toISOString() ?? null,
    ticketsPerMember: row.ticketsPerMember,
    presaleCodes: row.presaleCodes,
  });
  // Free items are public (anonymous visitors included); paid tiers need a profile that meets them.
  const unlocked = (viewer: Viewer | null, required: Tier) =>
    required === 'free' || meetsTier(viewer, required);
  const postCards = jsonCards();
  const eventCards = jsonCards();

  const withVariants = async (rows: Row<'products'>[]): Promise<Product[]> => {
    const variants = await repo.variants(rows.map((p) => p.id));
    return rows.map((p) => ({
      id: p.id,
      slug: p.slug,
      name: p.name,
      type: p.kind as ProductType,
      priceCents: p.priceCents,
      colour: p.colour as Colour,
      description: p.description,
      image: p.image,
      variants: variants
        .filter((v) => v.productId === p.id)
        .sort((a, b) => optionRank(a) - optionRank(b))
        .map((v) => ({
          id: v.id,
          size: v.size as Product['variants'][number]['size'],
          format: v.format as Product['variants'][number]['format'],
          inStock: v.stock > 0,
        })),
      requiredTier: p.requiredTier,
      dropsAt: p.dropsAt?.toISOString() ?? null,
      perMemberLimit: p.perMemberLimit,
    }));
  };

  return {
    async artist(): Promise<Artist | undefined> {
      const row = await repo.artist();
      return (
        row && {
          name: row.name,
          tagline: row.tagline,
          bio: row.bio,
          streamingLinks: row.streamingLinks,
          socialLinks: row.socialLinks,
          heroImage: row.heroImage,
        }
      );
    },
    /**
     * The newest posts as JSON (ContentPost[]), checked against the schema and serialised once
     * per cached list and tier (whether a body shows depends on the reader's tier alone) rather
     * than once per request: the dashboard asks on every visit, and it was most of this route's
     * cost (lib/json-cards.ts).
     */
    async postsJson(viewer: Viewer | null, limit: number, locale: Locale): Promise<string> {
      const rows = await repo.posts(limit);
      const translated = await translations.of(
        'post',
        locale,
        rows.map((p) => p.id),
      );
      return postCards.card(rows, `${viewer?.subscriptionTier ?? 'guest'}:${locale}`, () =>
        JSON.stringify(
          ContentPosts.parse(
            rows.map((p) => {
              const open = unlocked(viewer, p.requiredTier);
              return overlayFields(
                {
                  id: p.id,
                  title: p.title,
                  contentType: p.contentType,
                  requiredTier: p.requiredTier,
                  image: p.image,
                  createdAt: p.createdAt.toISOString(),
                  locked: !open,
                  body: open ? p.body : null,
                },
                translated.get(p.id),
              );
            }),
          ),
        ),
      );
    },
    albums: async () => (await repo.albums()).map(({ createdAt: _c, ...album }) => album),
    async album(key: string, viewer: Viewer | null): Promise<AlbumDetail | undefined> {
      const row = key === 'latest' ? await repo.latestAlbum() : await repo.album(key);
      if (!row) return undefined;
      const { createdAt: _c, ...album } = row;
      return { ...album, tracks: (await repo.albumTracks(row.id)).map((t) => toTrack(t, viewer)) };
    },
    newestTracks: async (limit: number, viewer: Viewer | null) =>
      (await repo.newestTracks(limit)).map((t) => toTrack(t, viewer)),
    likedTracks: async (viewer: Viewer, limit: number) =>
      (await repo.likedTracks(viewer.userId, limit)).map((t) => toTrack(t, viewer)),
    async track(key: string, viewer: Viewer | null) {
      const row = await repo.track(key);
      return row && toTrack(row, viewer);
    },
    videos: async (viewer: Viewer | null, limit: number): Promise<Video[]> =>
      Promise.all(
        (await repo.videos(limit)).map(async ({ requiredTier, providerUrl, videoUrl, ...v }) => {
          const open = unlocked(viewer, requiredTier);
          return {
            ...v,
            title: providerUrl ? await titles.title(providerUrl, v.title) : v.title,
            requiredTier,
            locked: !open,
            // Neither our file nor the provider's player for someone below the video's tier.
            videoUrl: open ? files.playableUrl(videoUrl) : null,
            embedUrl: open && providerUrl ? privacyEmbedUrl(providerUrl) : null,
            publishedAt: v.publishedAt.toISOString(),
          };
        }),
      ),
    async clips(viewer: Viewer | null, limit: number): Promise<ExclusiveClip[]> {
      return (await repo.clips(limit)).map((c) => {
        const open = unlocked(viewer, c.requiredTier);
        return {
          id: c.id,
          slug: c.slug,
          title: c.title,
          description: c.description,
          thumbnail: c.thumbnail,
          requiredTier: c.requiredTier,
          locked: !open,
          videoUrl: open ? files.playableUrl(c.videoUrl) : null,
        };
      });
    },
    /**
     * The events this viewer may see now, as JSON (ClubEvent[]): before its public time an event
     * is only for those who see events early (issue 30). Checked and serialised once per cached
     * list and audience rather than per request, as the posts are: the list was one cached page
     * for everyone before, and doing this per request cut its throughput to a third (api bench).
     * For the same rows the public audience's list only grows as public times pass, so its
     * length tells its versions apart.
     */
    async eventsJson(
      when: 'upcoming' | 'past' | 'all',
      viewer: Viewer | null,
      locale: Locale,
      now = new Date(),
    ): Promise<string> {
      const rows = await repo.events(when, now);
      const translated = await translations.of(
        'event',
        locale,
        rows.map((e) => e.id),
      );
      const early = seesEventsEarly(viewer);
      const shown = early ? rows : rows.filter((row) => canSeeEvent(null, row.publicAt, now));
      return eventCards.card(rows, `${early ? 'early' : `public:${shown.length}`}:${locale}`, () =>
        JSON.stringify(
          ClubEvents.parse(shown.map((row) => overlayFields(toEvent(row), translated.get(row.id)))),
        ),
      );
    },
    /** Undefined for an event this viewer may not see yet, as for one that does not exist. */
    async event(key: string, viewer: Viewer | null, locale: Locale, now = new Date()) {
      const row = await repo.event(key);
      if (!row || !canSeeEvent(viewer, row.publicAt, now)) return undefined;
      const translated = await translations.of('event', locale, [row.id]);
      return overlayFields(toEvent(row), translated.get(row.id));
    },
    async products(locale: Locale) {
      const list = await withVariants(await repo.products());
      const translated = await translations.of(
        'product',
        locale,
        list.map((p) => String(p.id)),
      );
      return list.map((p) => overlayFields(p, translated.get(String(p.id))));
    },
    async product(id: number, locale: Locale) {
      const row = await repo.product(id);
      if (!row) return undefined;
      const [product] = await withVariants([row]);
      const translated = await translations.of('product', locale, [String(row.id)]);
      return product && overlayFields(product, translated.get(String(row.id)));
    },
  };
}
