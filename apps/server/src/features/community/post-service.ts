import { randomUUID } from 'node:crypto';
import { can } from '@fanclub/shared/permissions';
import type { FeedQuery, WriteBlock } from '@fanclub/shared/schemas/community';
import {
  COMMUNITY_LOCKED,
  FEED_PAGE_SIZE,
  FeedResponse,
  POST_GONE,
  Post,
  PostResponse,
} from '@fanclub/shared/schemas/community';
import { isUuid } from '../../lib/ids';
import { jsonCards, jsonWith, jsonWithCards } from '../../lib/json-cards';
import { decodeCursor, nextCursor } from '../../lib/keyset-cursor';
import { HttpError } from '../../plugins/errors';
import type { ReadCache } from '../../plugins/read-cache';
import type { Viewer } from '../../plugins/viewer';
import { communityOpen, isModerator, postReadRefusal, postUnlocked } from './post-access';
import type { PostForm } from './post-form';
import type { PostRepository, PostRow } from './post-repository';
import { postView } from './post-view';
import { blockInLanguage } from './write-guard';
import type { WriteGuard } from './write-guard';
import { DEFAULT_LOCALE } from '@fanclub/shared/i18n/locales';
import type { Locale } from '@fanclub/shared/i18n/locales';
import type { Fields } from '../../lib/content-translations';
import type { TranslationLookup } from '../../lib/content-translations';
import { overlayFields } from '../../lib/content-translations';

const NOT_FOUND = 'Post not found.';
/** A feed answer but its posts, which are serialised one card at a time (lib/json-cards.ts). */
const FeedEnvelope = FeedResponse.omit({ posts: true });
const PostEnvelope = PostResponse.omit({ post: true });

/**
 * Readers who see every post card alike (a card's lock and its delete button depend on the
 * reader's tier and role only, apart from their own posts and likes).
 */
const readerGroup = (viewer: Viewer | null) =>
  viewer ? `${viewer.role}:${viewer.subscriptionTier}` : 'guest';
/**
 * How long a feed page, a post and a member's mute/ban shown beside them are read once for every
 * reader (in this process). A write through this process empties the read cache before it
 * answers, so the writer sees their like or post at once; other readers see it within this
 * (they also get it live over SSE), and a write made by another process within this too.
 */
export const COMMUNITY_READ_TTL_MS = 1_000;

export interface PostServiceDeps {
  repo: PostRepository;
  guard: WriteGuard;
  /** Checks, re-encodes and stores a new post's images under its id (post-form.ts). */
  storeImages: (postId: string, files: Buffer[]) => Promise<PostResponse['post']['images']>;
  /** A post became visible in the feed (domain event 'community.post.published'). */
  published: (post: { postId: string; authorId: string; kind: 'artist' | 'fan' }) => void;
  /** The process's read cache (plugins/read-cache.ts): emptied by every write through it. */
  cache: Pick<ReadCache, 'get'>;
  /** Team translations of artist posts (issue 34): laid over the title and an unlocked body. */
  translations: TranslationLookup;
}

export function postService({
  repo,
  guard,
  storeImages,
  published,
  cache,
  translations,
}: PostServiceDeps) {
  const cards = jsonCards();

  /**
   * Why a member in the community may not write now (muted, banned), or null: shown beside the
   * reads, so it is kept for COMMUNITY_READ_TTL_MS. The writes themselves check it afresh.
   */
  async function writeBlock(viewer: Viewer | null, locale: Locale): Promise<WriteBlock> {
    if (!viewer || !communityOpen(viewer)) return null;
    const block = await cache.get(
      `community:write-block:${viewer.userId}`,
      () => freshWriteBlock(viewer),
      COMMUNITY_READ_TTL_MS,
    );
    return blockInLanguage(block, locale);
  }

  /**
   * Which of these posts the viewer liked, kept for COMMUNITY_READ_TTL_MS per viewer and page (a
   * screen asks again and again; their own like through this process empties the cache at once).
   */
  function likedBy(viewer: Viewer | null, pageKey: string, ids: string[]): Promise<Set<string>> {
    if (!viewer) return Promise.resolve(new Set());
    return cache.get(
      `${pageKey}:liked-by:${viewer.userId}`,
      () => repo.likedAmong(viewer.userId, ids),
      COMMUNITY_READ_TTL_MS,
    );
  }

  async function freshWriteBlock(viewer: Viewer): Promise<WriteBlock> {
    try {
      await guard.assertMayWrite(viewer.userId);
      return null;
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      return { message: err.message, until: err.fields?.mutedUntil ?? null };
    }
  }

  /**
   * The post, or the refusal this viewer gets (404 for an unknown or malformed id). A read takes
   * the row everyone shares (likedByMe false: the caller lays the viewer's own like over it);
   * edit and delete read it fresh.
   */
  async function readable(id: string, viewer: Viewer | null, shared = false): Promise<PostRow> {
    const row = !isUuid(id)
      ? undefined
      : shared
        ? await cache.get(`community:post:${id}`, () => repo.byId(id, null), COMMUNITY_READ_TTL_MS)
        : await repo.byId(id, viewer?.userId ?? null);
    if (!row) throw new HttpError(404, NOT_FOUND);
    const refusal = postReadRefusal(viewer, row);
    if (refusal) throw refusal;
    return row;
  }

  /** What a PostResponse says beside the post. */
  function envelope(row: PostRow, viewer: Viewer | null, block: WriteBlock) {
    return {
      canComment:
        row.status === 'published' && postUnlocked(viewer, row) && communityOpen(viewer) && !block,
      canModerate: isModerator(viewer),
      writeBlock: block,
    };
  }

  /** A write's answer: the write just passed the guard, so a block (a race) is said in English. */
  async function answer(row: PostRow, viewer: Viewer | null): Promise<PostResponse> {
    const block = await writeBlock(viewer, DEFAULT_LOCALE);
    return { post: postView(row, viewer), ...envelope(row, viewer, block) };
  }

  /**
   * A post's card as JSON, made once per cached `rows` (a page, or the post's row) for the
   * readers who see it alike: one group (tier and role), whether they liked it, and its author.
   */
  function postCard(
    rows: object,
    row: PostRow,
    likedByMe: boolean,
    viewer: Viewer | null,
    translated: { locale: Locale; fields: Fields | undefined },
  ) {
    const mine = viewer !== null && row.authorId === viewer.userId ? viewer.userId : '';
    return cards.card(
      rows,
      `${readerGroup(viewer)}:${likedByMe ? 'liked' : ''}:${mine}:${row.id}:${translated.locale}`,
      () =>
        JSON.stringify(
          Post.parse(overlayFields(postView({ ...row, likedByMe }, viewer), translated.fields)),
        ),
    );
  }

  /** The reader's language's translations of the artist posts among `rows` (fans' are not translated). */
  const translationsOf = (rows: readonly PostRow[], locale: Locale) =>
    translations.of(
      'post',
      locale,
      rows.filter((row) => row.kind === 'artist').map((row) => row.id),
    );

  return {
    /**
     * Newest first; guests and free fans get the artist's posts only (locked above their tier).
     * The answer is JSON (FeedResponse), put together from cards shared by readers of one group.
     */
    async feed(viewer: Viewer | null, query: FeedQuery, locale: Locale): Promise<string> {
      const cursor = decodeCursor(query.cursor);
      const open = communityOpen(viewer);
      const kind = query.filter === 'artist' || !open ? 'artist' : null;
      // The page's rows are the same for every reader (who sees a body is decided in postView),
      // so one read serves them all for COMMUNITY_READ_TTL_MS; the reader's likes go on top.
      const key = `community:feed:${kind ?? 'all'}:${cursor ? `${cursor.time}/${cursor.id}` : ''}`;
      const [rows, block] = await Promise.all([
        cache.get(
          key,
          () =>
            repo.feedPage({
              viewerId: null,
              kind,
              after: cursor && { time: cursor.time, id: cursor.id },
              limit: FEED_PAGE_SIZE,
            }),
          COMMUNITY_READ_TTL_MS,
        ),
        writeBlock(viewer, locale),
      ]);
      const liked = await likedBy(
        viewer,
        `${key}:${rows.length ? rows[0]!.id : ''}`,
        rows.map((row) => row.id),
      );
      // The whole answer is kept too, for every reader it would be the same for: one group, the
      // same likes and authorship on this page, the same mute or ban.
      const translated = await translationsOf(rows, locale);
      const likedHere = rows.filter((row) => liked.has(row.id)).map((row) => row.id);
      const authored = viewer !== null && rows.some((row) => row.authorId === viewer.userId);
      const page = `page:${locale}:${readerGroup(viewer)}:${likedHere.join(',')}:${authored ? viewer.userId : ''}:${JSON.stringify(block)}`;
      return cards.card(rows, page, () =>
        jsonWithCards(
          'posts',
          rows.map((row) =>
            postCard(rows, row, liked.has(row.id), viewer, {
              locale,
              fields: translated.get(row.id),
            }),
          ),
          FeedEnvelope.parse({
            nextCursor: nextCursor(rows, FEED_PAGE_SIZE, (row) => ({
              at: row.createdText,
              id: row.id,
            })),
            communityOpen: open,
            canPost: open && !block,
            writeBlock: block,
          }),
        ),
      );
    },

    /** The post and what the viewer may do with it: JSON (PostResponse), its card shared. */
    async get(id: string, viewer: Viewer | null, locale: Locale): Promise<string> {
      const row = await readable(id, viewer, true);
      const [liked, block] = await Promise.all([
        likedBy(viewer, `community:post:${id}`, [row.id]),
        writeBlock(viewer, locale),
      ]);
      const translated = await translationsOf([row], locale);
      const post = postCard(row, row, liked.has(row.id), viewer, {
        locale,
        fields: translated.get(row.id),
      });
      return jsonWith('post', post, PostEnvelope.parse(envelope(row, viewer, block)));
    },

    /**
     * Staff write the artist's posts with the visibility they choose; Fan+ and VIP members write
     * fans' posts (always Fan+). A blocked word holds the post for review instead of publishing it.
     */
    async create(viewer: Viewer, readForm: () => Promise<PostForm>): Promise<PostResponse> {
      // Who may post is settled before the upload is read.
      if (!communityOpen(viewer)) throw new HttpError(403, COMMUNITY_LOCKED);
      await guard.assertMayWrite(viewer.userId);
      const form = await readForm();
      const staff = can(viewer.role, 'postContent');
      const { text, title = '', visibility = 'free' } = form.fields;
      const held = await guard.heldFor(staff ? `${title}\n${text}` : text);
      const id = randomUUID();
      const images = await storeImages(id, form.images);
      const kind = staff ? 'artist' : 'fan';
      await repo.create({
        id,
        kind,
        title: staff ? title : '',
        body: text,
        requiredTier: staff ? visibility : 'fanplus',
        images,
        authorId: viewer.userId,
        status: held ? 'held' : 'published',
      });
      if (!held) published({ postId: id, authorId: viewer.userId, kind });
      return answer((await repo.byId(id, viewer.userId))!, viewer);
    },

    /** Only the author rewrites a post: staff delete, they do not put words in a fan's mouth. */
    async update(id: string, viewer: Viewer, text: string): Promise<PostResponse> {
      const row = await readable(id, viewer);
      if (row.authorId !== viewer.userId)
        throw new HttpError(403, 'You can only edit your own posts.');
      await guard.assertMayWrite(viewer.userId);
      await repo.updateText(id, text, (await guard.heldFor(`${row.title}\n${text}`)) !== null);
      return answer((await repo.byId(id, viewer.userId))!, viewer);
    },

    /** The author, or a moderator (recorded in the audit log when it is someone else's post). */
    async remove(id: string, viewer: Viewer): Promise<void> {
      const row = await readable(id, viewer);
      const mine = row.authorId === viewer.userId;
      if (!mine && !isModerator(viewer))
        throw new HttpError(403, 'You can only delete your own posts.');
      const deleted = await repo.softDelete(id, mine ? null : viewer.userId);
      // Deleted by someone else between the read and the write.
      if (!deleted) throw new HttpError(410, POST_GONE);
    },
  };
}
export type PostService = ReturnType<typeof postService>;
